// A barrier for race tests: while armed for n parties, each arrival waits until n have arrived,
// so n requests all read a row before any of them writes (the interleaving that loses updates).
// Disarmed, arriving costs nothing: tests wrap a repository read with it through vi.mock.
let parties = 0;
let arrived = 0;
let open: () => void = () => undefined;
let gate = Promise.resolve();

export const readBarrier = {
  arm(n: number): void {
    parties = n;
    arrived = 0;
    gate = new Promise<void>((resolve) => (open = resolve));
  },
  async arrive(): Promise<void> {
    if (parties === 0) return;
    arrived += 1;
    if (arrived === parties) {
      parties = 0;
      open();
    }
    await gate;
  },
};
