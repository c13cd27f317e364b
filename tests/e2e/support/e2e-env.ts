// What the e2e server wrapper (e2e-server.ts) and the tests agree on. No Playwright imports here:
// the server process loads this file too.
import path from 'node:path';

/** The client the loopback OpenID Connect provider knows the server as ("Google"). */
export const E2E_GOOGLE_CLIENT = { id: 'guildhall-e2e-google', secret: 'e2e-loopback-client-secret-5c1d8b7a' } as const;

/** A message the loopback SMTP server received, as written to the mail folder. */
export interface E2eMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

/** Where the loopback SMTP server writes what it receives (one JSON file per message). */
export function mailDirOf(dataDir: string): string {
  return path.join(dataDir, 'e2e-mail');
}
