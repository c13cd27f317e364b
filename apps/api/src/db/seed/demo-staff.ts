// Demo staff (README "Demo staff"): an admin for every brand, and agents for two brands each.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { hashPassword } from '../../lib/password';

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

export async function seedDemoStaff(db: Kysely<Database>, passwordCost: number): Promise<void> {
  const now = new Date().toISOString();
  for (const s of DEMO_STAFF) {
    if (await db.selectFrom('staff').select('id').where('email', '=', s.email).executeTakeFirst()) continue;
    try {
      const row = await db
        .insertInto('staff')
        .values({ email: s.email, name: s.name, role: s.role, password_hash: await hashPassword(s.password, passwordCost), totp_secret: null, totp_enabled: 0, totp_last_step: 0, disabled: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const b of s.brands) await db.insertInto('staff_brands').values({ staff_id: row.id, brand_id: b }).execute();
    } catch {
      // Another process seeded it at the same moment.
    }
  }
  if (!(await db.selectFrom('canned_replies').select('id').limit(1).executeTakeFirst())) {
    for (const c of CANNED) await db.insertInto('canned_replies').values({ brand_id: c.brand, lang: c.lang, title: c.title, body: c.body, created_at: now, updated_at: now }).execute();
  }
}
