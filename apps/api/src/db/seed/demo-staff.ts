// Demo staff (README "Demo staff"): an admin for every brand, and agents for two brands each, with
// a few canned replies. Written once, with the rest of the demo, by seed.ts.
import type { Transaction } from 'kysely';
import type { Database } from '../schema';

export const DEMO_STAFF = [
  { email: 'admin@guildhall.example', name: 'Ada Admin', role: 'admin', password: 'Console-Admin-2026!', brands: [] },
  { email: 'agent.nova@guildhall.example', name: 'Jun Agent', role: 'agent', password: 'Console-Agent-2026!', brands: ['nova', 'ember'] },
  { email: 'agent.hanami@guildhall.example', name: 'Yui Agent', role: 'agent', password: 'Console-Agent-2026!', brands: ['hanami', 'hoshi'] },
] as const;

const CANNED = [
  { brand: 'nova', lang: 'ko', title: '보상 재지급 안내', body: '안녕하세요, 고객님. 확인 결과 보상이 누락되어 우편함으로 다시 지급해 드렸습니다. 게임을 다시 시작한 뒤 우편함을 확인해 주세요. 이용에 불편을 드려 죄송합니다.' },
  { brand: 'nova', lang: 'en', title: 'Reward re-sent', body: 'Hello, thank you for your patience. The missing reward has been sent to your in-game mailbox again. Please restart the game and check your mailbox.' },
  { brand: 'hanami', lang: 'ja', title: '補填のご案内', body: 'お問い合わせありがとうございます。確認いたしましたところ、報酬が届いていなかったため、プレゼントボックスへ再送いたしました。ゲームを再起動のうえご確認ください。' },
  { brand: 'hanami', lang: 'en', title: 'Reward re-sent', body: 'Hello, thank you for your patience. The missing reward has been sent to your in-game present box again. Please restart the game and check it.' },
] as const;

/** `hashes` holds each demo password's hash, made before the transaction (scrypt is slow). */
export async function insertDemoStaff(trx: Transaction<Database>, hashes: ReadonlyMap<string, string>, now: string): Promise<void> {
  for (const s of DEMO_STAFF) {
    const row = await trx
      .insertInto('staff')
      .values({ email: s.email, name: s.name, role: s.role, password_hash: hashes.get(s.password)!, totp_secret: null, totp_enabled: 0, totp_last_step: 0, disabled: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const b of s.brands) await trx.insertInto('staff_brands').values({ staff_id: row.id, brand_id: b }).execute();
  }
  for (const c of CANNED) await trx.insertInto('canned_replies').values({ brand_id: c.brand, lang: c.lang, title: c.title, body: c.body, created_at: now, updated_at: now }).execute();
}
