// npm run accounts -- set-password <email or account> [--staff | --player]
// npm run accounts -- remove-demo
// npm run accounts -- check-demo
// Works on the database of the usual settings (DATA_DIR, DATABASE_URL, PASSWORD_HASH_COST), with
// or without a running server. The new password is read from the terminal (twice, not echoed) or,
// when stdin is not a terminal, from its first line; never from the command line, where it would
// stay in the shell's history and in `ps`.
import { ConfigError, loadConfig } from '../apps/api/src/config';
import { migrate, openDb } from '../apps/api/src/db/connection';
import { accountsWithDemoPassword } from '../apps/api/src/db/seed/demo-guard';
import {
  checkNewPassword,
  findAccount,
  OperatorError,
  removeDemoAccounts,
  setPassword,
} from '../apps/api/src/ops/accounts';

const USAGE = `usage:
  npm run accounts -- set-password <email or account> [--staff | --player]
  npm run accounts -- remove-demo
  npm run accounts -- check-demo`;

/** Reads a line from the terminal without echoing it. */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003' || ch === '\u0004') return done(new OperatorError('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function newPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await readHidden('New password: ');
  const again = await readHidden('Again: ');
  if (first !== again) throw new OperatorError('The two passwords differ; nothing changed.');
  return first;
}

let config;
try {
  config = loadConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78);
  }
  throw err;
}
const db = openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
let code = 0;
try {
  await migrate(db);
  const [command, target, ...extra] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (command === 'set-password') {
    if (!target) throw new OperatorError(USAGE);
    if (extra.length)
      throw new OperatorError(
        'The password is read from the prompt or from stdin, never from the command line (it would stay in the shell history).',
      );
    const kind = process.argv.includes('--staff') ? 'staff' : process.argv.includes('--player') ? 'player' : undefined;
    const account = await findAccount(db.db, target, kind);
    const password = await newPassword();
    // Checked before hashing, so a refusal comes at once.
    checkNewPassword(password, account);
    const { sessionsEnded } = await setPassword(db.db, account, password, config.PASSWORD_HASH_COST);
    console.log(
      `New password set for ${account.kind} ${account.login}; ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended.`,
    );
    if (account.disabled)
      console.log('The account is disabled: an admin can enable it in the console (Administration → Staff).');
  } else if (command === 'remove-demo') {
    const r = await removeDemoAccounts(db.db);
    if (r.deleted.length) console.log(`Deleted demo players: ${r.deleted.join(', ')}.`);
    if (r.locked.length) console.log(`Demo players with inquiries, kept without a password: ${r.locked.join(', ')}.`);
    if (r.disabled.length) console.log(`Disabled demo staff (password removed, signed out): ${r.disabled.join(', ')}.`);
    if (r.keptLastAdmin) {
      console.log(
        `Kept ${r.keptLastAdmin}: it is the only admin of every brand. Give it a new password:\n  npm run accounts -- set-password ${r.keptLastAdmin}`,
      );
      code = 1;
    }
    if (!r.deleted.length && !r.locked.length && !r.disabled.length && !r.keptLastAdmin)
      console.log('No account has a demo password; nothing to do.');
  } else if (command === 'check-demo') {
    const holders = await accountsWithDemoPassword(db.db);
    for (const h of holders) console.log(`${h.kind} ${h.login} still has its demo password`);
    if (holders.length === 0) console.log('No account has a demo password.');
    code = holders.length ? 1 : 0;
  } else {
    throw new OperatorError(USAGE);
  }
} catch (err) {
  if (!(err instanceof OperatorError)) throw err;
  console.error(err.message);
  code = 1;
} finally {
  await db.close();
}
process.exit(code);
