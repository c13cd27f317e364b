// A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed (mailparser).
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Waits for the next message to this address and answers it. */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** `onMessage` sees each message as it arrives (the browser tests' server writes them for the tests to read). */
export async function startSmtp(options: { onMessage?: (mail: ParsedMail) => void } = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters: { to: string; resolve: (m: ParsedMail) => void }[] = [];
  const seen = new Set<ParsedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          options.onMessage?.(mail);
          const to = JSON.stringify(mail.to);
          const i = waiters.findIndex((w) => to.includes(w.to));
          if (i >= 0) {
            seen.add(mail);
            waiters.splice(i, 1)[0]!.resolve(mail);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    next(to, timeoutMs = 5000) {
      const ready = messages.find((m) => !seen.has(m) && JSON.stringify(m.to).includes(to));
      if (ready) {
        seen.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to}`)), timeoutMs);
        waiters.push({ to, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function codeIn(mail: ParsedMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text ?? '');
  if (!m) throw new Error('no code in mail');
  return m[1]!;
}
