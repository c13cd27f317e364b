// A real ClamAV daemon for tests: Debian's clamd (package clamav-daemon, installed by .ci/run),
// started in the foreground on a temporary config, listening on a Unix socket and a random
// loopback TCP port, with a signature database written here instead of the downloaded one (no
// freshclam, no network): one signature that matches the EICAR test file.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const CLAMD_BINARY = process.env.CLAMD_BINARY ?? '/usr/sbin/clamd';

/** The EICAR anti-virus test file: harmless, and detected by every scanner by agreement. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
export const EICAR_SIGNATURE = 'Guildhall.Test.EICAR';

/**
 * Why the ClamAV tests cannot run here, or null when they can. In CI (CI set) a missing clamd is
 * a failure of the set-up, not a reason to skip: the caller throws instead.
 */
export function clamdMissing(): string | null {
  return fs.existsSync(CLAMD_BINARY) ? null : `${CLAMD_BINARY} not found (apt-get install clamav-daemon)`;
}

export interface TestClamd {
  /** tcp://127.0.0.1:<port> */
  tcpUrl: string;
  /** unix:/tmp/…/clamd.sock */
  unixUrl: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.createConnection(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('connect', () => socket.write('zPING\0'));
    socket.on('data', (c: Buffer) => (reply += c.toString()));
    socket.on('close', () => resolve(reply.startsWith('PONG')));
    socket.on('error', () => undefined);
  });
}

export async function startClamd(options: { streamMaxLength?: string } = {}): Promise<TestClamd> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-clamd-'));
  const db = path.join(dir, 'db');
  fs.mkdirSync(db);
  // A body signature (.ndb: name, any file type, anywhere, hex): the EICAR string's distinctive part.
  const hex = Buffer.from('EICAR-STANDARD-ANTIVIRUS-TEST-FILE', 'latin1').toString('hex');
  fs.writeFileSync(path.join(db, 'guildhall-test.ndb'), `${EICAR_SIGNATURE}:0:*:${hex}\n`);
  const port = await freePort();
  const socketPath = path.join(dir, 'clamd.sock');
  const conf = path.join(dir, 'clamd.conf');
  fs.writeFileSync(
    conf,
    [
      'Foreground yes',
      `LocalSocket ${socketPath}`,
      'TCPAddr 127.0.0.1',
      `TCPSocket ${port}`,
      `DatabaseDirectory ${db}`,
      `TemporaryDirectory ${dir}`,
      `PidFile ${path.join(dir, 'clamd.pid')}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
      `StreamMaxLength ${options.streamMaxLength ?? '25M'}`,
      'MaxThreads 4',
      // No bytecode.cvd (it comes from freshclam): the test signature is all there is.
      'Bytecode no',
      'SelfCheck 0',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(CLAMD_BINARY, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const deadline = Date.now() + 30_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = fs.existsSync(path.join(dir, 'clamd.log'))
        ? fs.readFileSync(path.join(dir, 'clamd.log'), 'utf8')
        : '';
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`clamd did not start: ${stderr}${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    tcpUrl: `tcp://127.0.0.1:${port}`,
    unixUrl: `unix:${socketPath}`,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
