// Child processes, temp folders and free ports for scripts/bench.ts: everything started here is
// registered in a Resources list that is released in reverse order after each scenario, on
// failure and on Ctrl-C, so a benchmark never leaves servers or data behind.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

type Release = () => Promise<void> | void;

/** The real API server as a scenario sees it (started by scripts/bench.ts's startApi). */
export interface ApiServer {
  origin: string;
  pid: number | undefined;
  /** DATA_DIR of the server (its SQLite file is guildhall.db in it unless DATABASE_URL says otherwise). */
  dataDir: string;
  /** Stops the server gracefully (SIGTERM, waits for the exit): its database file is then closed. */
  stop(): Promise<void>;
}

/** An expected failure (a server that does not start, errors under load): reported without a stack. */
export class BenchError extends Error {
  override name = 'BenchError';
}

export class Resources {
  private readonly releases: { name: string; release: Release }[] = [];

  add(name: string, release: Release): void {
    this.releases.push({ name, release });
  }

  /** Releases everything, newest first; one failing release does not stop the others. */
  async releaseAll(): Promise<void> {
    while (this.releases.length > 0) {
      const { name, release } = this.releases.pop()!;
      try {
        await release();
      } catch (err) {
        console.error(`bench: could not release ${name}: ${String(err)}`);
      }
    }
  }

  tempDir(prefix: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    this.add(`temp dir ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  }
}

/** A port nobody listens on right now (the OS picks it; tiny race until the child binds it). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Child {
  name: string;
  process: ChildProcess;
  /** The last lines the child wrote (stdout and stderr), for error messages. */
  output(): string;
  /** Resolves with the first stdout line matching `pattern`, rejects if the child exits first. */
  waitForLine(pattern: RegExp, timeoutMs: number, signal?: AbortSignal): Promise<RegExpExecArray>;
  exited: Promise<number | null>;
}

const OUTPUT_KEEP = 16 * 1024;

export function spawnChild(
  resources: Resources,
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Child {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stdoutText = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEEP);
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    keep(chunk);
    stdoutText = (stdoutText + chunk.toString('utf8')).slice(-OUTPUT_KEEP);
  });
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? null : 0)));
    child.on('error', (err) => {
      keep(Buffer.from(`\n[spawn error] ${err.message}\n`));
      resolve(null);
    });
  });
  const handle: Child = {
    name,
    process: child,
    exited,
    output: () => output,
    waitForLine(pattern, timeoutMs, signal) {
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          cleanup();
          reject(new BenchError(`${name}: interrupted`));
        };
        const check = () => {
          const m = pattern.exec(stdoutText);
          if (m) {
            cleanup();
            resolve(m);
          }
        };
        const onExit = () => {
          cleanup();
          reject(new BenchError(`${name} exited before it was ready:\n${output}`));
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new BenchError(`${name} not ready after ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          child.stdout!.off('data', check);
          child.off('exit', onExit);
          signal?.removeEventListener('abort', onAbort);
        };
        if (signal?.aborted) return onAbort();
        if (child.exitCode !== null || child.signalCode !== null) return onExit();
        child.stdout!.on('data', check);
        child.on('exit', onExit);
        signal?.addEventListener('abort', onAbort);
        check();
      });
    },
  };
  resources.add(`process ${name}`, () => stopChild(handle));
  return handle;
}

/** SIGTERM, wait for the exit (the API shuts down gracefully), SIGKILL after `graceMs`. */
export async function stopChild(child: Child, graceMs = 12_000): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null || child.process.pid === undefined) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  try {
    await child.exited;
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a value (not undefined) or `timeoutMs` passes. */
export async function poll<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  options: { timeoutMs: number; intervalMs?: number; signal?: AbortSignal; abortIf?: () => string | undefined },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let last: string;
  for (;;) {
    if (options.signal?.aborted) throw new BenchError(`${what}: interrupted`);
    const aborted = options.abortIf?.();
    if (aborted) throw new BenchError(`${what}: ${aborted}`);
    try {
      const value = await probe();
      if (value !== undefined) return value;
      last = 'not ready';
    } catch (err) {
      last = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    if (Date.now() > deadline) throw new BenchError(`${what}: not ready after ${options.timeoutMs} ms (${last})`);
    await sleep(options.intervalMs ?? 200);
  }
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET with node:http (fetch would not let us set the Host header); no keep-alive. */
export function httpGet(url: string, headers: Record<string, string>, timeoutMs = 5_000): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

let clockTicks: number | undefined;

/** CPU time (user + system, all threads) a process has used so far, in ms; undefined off Linux. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || process.platform !== 'linux') return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is #3, utime #14, stime #15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}

/**
 * Ctrl-C / SIGTERM abort `controller` so a script cleans up (servers, schemas, buckets); a second
 * signal while it cleans up exits at once. Call `cleaning(true)` around the clean-up.
 */
export function abortOnSignals(controller: AbortController): { cleaning(on: boolean): void } {
  let cleaningUp = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (cleaningUp) {
      console.error(`\n${signal} again: exiting without the clean-up`);
      process.exit(130);
    }
    console.error(`\n${signal}: stopping, cleaning up…`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    cleaning(on) {
      cleaningUp = on;
    },
  };
}
