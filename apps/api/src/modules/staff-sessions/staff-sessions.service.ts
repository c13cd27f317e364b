// Staff sessions work like the players' (random token, stored as SHA-256, expiry, revocation) in
// a table of their own, so a player token can never open the console and the reverse. Also the
// brands a staff member works for, which every console module checks.
import type { Executor, StaffRow } from '../../db/schema';
import { newToken, tokenHash } from '../accounts/sessions.service';
import * as repo from './staff-sessions.repository';

export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface ActiveStaff {
  sessionId: number;
  /** 'totp_setup': an admin required to use a second factor, allowed only to set it up. */
  scope: 'full' | 'totp_setup';
  staff: StaffRow;
  /** Brands the staff member works for (all brands for admins). */
  brands: string[];
}

export async function issueStaffSession(
  db: Executor,
  staffId: number,
  now = Date.now(),
  scope: 'full' | 'totp_setup' = 'full',
) {
  const token = newToken();
  const expiresAt = new Date(now + STAFF_SESSION_TTL_MS).toISOString();
  await repo.insertStaffSession(db, {
    token_hash: tokenHash(token),
    staff_id: staffId,
    created_at: new Date(now).toISOString(),
    expires_at: expiresAt,
    revoked_at: null,
    last_used_at: new Date(now).toISOString(),
    scope,
  });
  return { token, expiresAt };
}

/**
 * The brands a staff member works for: their staff_brands rows; an admin without any works for
 * every brand, and an admin with some (a brand-scoped admin) for those only.
 */
export async function brandsOf(db: Executor, staff: Pick<StaffRow, 'id' | 'role'>): Promise<string[]> {
  return (await brandsOfMany(db, [staff])).get(staff.id) ?? [];
}

/** brandsOf for a whole list in at most two queries, whatever its length (a list must not query per row). */
export async function brandsOfMany(
  db: Executor,
  staff: readonly Pick<StaffRow, 'id' | 'role'>[],
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (staff.length === 0) return out;
  const rows = await repo.staffBrandRows(
    db,
    staff.map((s) => s.id),
  );
  for (const r of rows) out.set(r.staff_id, [...(out.get(r.staff_id) ?? []), r.brand_id]);
  const unscoped = staff.filter((s) => s.role === 'admin' && !out.has(s.id));
  if (unscoped.length > 0) {
    const all = await repo.allBrandIds(db);
    for (const s of unscoped) out.set(s.id, all);
  }
  for (const s of staff) if (!out.has(s.id)) out.set(s.id, []);
  return out;
}

export async function resolveStaffSession(db: Executor, token: string, now = Date.now()): Promise<ActiveStaff | null> {
  if (!token || token.length > 200) return null;
  const row = await repo.findStaffSession(db, tokenHash(token));
  if (!row || row.revoked_at !== null || row.disabled === 1 || row.expires_at <= new Date(now).toISOString())
    return null;
  const { session_id, expires_at: _e, revoked_at: _r, scope, ...staff } = row;
  return { sessionId: session_id, scope, staff, brands: await brandsOf(db, staff) };
}

export async function revokeStaffSession(db: Executor, sessionId: number): Promise<void> {
  await repo.revokeSession(db, sessionId, new Date().toISOString());
}

/** Ends every open session of a staff member (disabled, or a credential reset by an admin). */
export async function revokeAllStaffSessions(db: Executor, staffId: number, at: string): Promise<void> {
  await repo.revokeSessionsOf(db, staffId, at);
}
