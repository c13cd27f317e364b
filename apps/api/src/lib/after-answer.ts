// Work that must not delay an answer, or show in its timing: a mail whose sending would tell an
// existing account from a missing one (docs/decisions/0032-brand-scope-and-account-enumeration.md).
// It runs once the answer is on its way; closing the app waits for what is under way.

export interface AfterAnswer {
  /** Runs `task` after the current answer; a failure is logged, the caller has had their answer. */
  run(task: () => Promise<void>): void;
  /** Waits for the tasks under way (closing the app). */
  settle(): Promise<void>;
}

export function afterAnswer(log?: { error(obj: unknown, msg: string): void }): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(task) {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log?.error({ err }, 'a mail after the answer failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    settle: async () => {
      await Promise.all(pending);
    },
  };
}
