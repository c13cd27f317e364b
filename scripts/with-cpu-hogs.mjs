// Runs a command beside CPU hogs (child processes spinning a busy loop), to show that a suite holds on
// a busy CI machine: a test that needs the machine to be fast fails here too.
// Usage: npm run test:busy -- [--hogs N] <command...>   (two hogs unless told; HOGS=N also works)
//   e.g. npm run test:busy -- npx vitest run --project unit
// The hogs are killed whatever happens (the command's end, a crash, Ctrl-C); the exit code is the command's.
import { spawn } from 'node:child_process';
import os from 'node:os';

const args = process.argv.slice(2);
let hogCount = Number(process.env.HOGS ?? 2);
if (args[0] === '--hogs') {
  hogCount = Number(args[1]);
  args.splice(0, 2);
}
if (args.length === 0 || !Number.isInteger(hogCount) || hogCount < 0) {
  console.error('Usage: node scripts/with-cpu-hogs.mjs [--hogs N] <command...>');
  process.exit(2);
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(
  `[cpu-hogs] load average before: ${load()} (${os.availableParallelism()} cores); starting ${hogCount} hogs`,
);

const hogs = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
function killHogs() {
  for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
}
// A hog must not outlive this script, however it ends.
process.on('exit', killHogs);

const started = Date.now();
const command = spawn(args[0], args.slice(1), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    killHogs();
    command.kill(signal);
  });
}

function finish(code) {
  killHogs();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[cpu-hogs] load average after: ${load()}; the command took ${seconds} s and exited ${code}`);
  process.exit(code);
}
command.on('error', (err) => {
  console.error(`[cpu-hogs] could not start ${args[0]}: ${err.message}`);
  finish(127);
});
command.on('exit', (code, signal) => finish(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
