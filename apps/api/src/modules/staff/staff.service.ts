// The staff member's own side of the console: login with an optional second factor (TOTP, which
// admins can be required to use), logout, their profile, the colleagues and brands they work with,
// a brand's catalogue for the queue filters, and (admins) the audit log. Every change commits with
// its audit entry.
import type { Kysely } from 'kysely';
import { AREA_LANGUAGES, type Area } from '@guildhall/contract/areas';
import { ErrorCode } from '@guildhall/contract/errors';
import type { Staff, StaffBrand, StaffCatalogueGame } from '@guildhall/contract/staff';
import type { Database, Executor, StaffRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { RateLimitStore } from '../../lib/rate-limit';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../lib/totp';
import { directoryOf, pick } from '../catalogue/catalogue.service';
import { pickName } from '../catalogue/game-directory';
import { languageFallbacks } from '../games/games.service';
import { audit, listAudit } from '../audit/audit.service';
import {
  brandsOf,
  brandsOfMany,
  issueStaffSession,
  revokeStaffSession,
  type ActiveStaff,
} from '../staff-sessions/staff-sessions.service';
import {
  brandsByIds,
  catalogueRows,
  enablePendingTotp,
  findStaff,
  findStaffByEmail,
  listEnabledStaff,
  setPendingTotpSecret,
  spendTotpStep,
} from './staff.repository';
import { coversEveryBrand } from '../rules/rules.service';

type Log = { warn(obj: object, msg: string): void };

function staffView(row: StaffRow, brands: string[]): Staff {
  return { id: row.id, email: row.email, name: row.name, role: row.role, brands, totpEnabled: row.totp_enabled === 1 };
}

export async function toStaff(db: Kysely<Database>, row: StaffRow): Promise<Staff> {
  const brands = await brandsOf(db, row);
  return { ...staffView(row, brands), allBrands: await coversEveryBrand(db, { brands }) };
}

/** Accepts the TOTP code once: the step it used is stored, a replay finds it spent. */
async function spendTotp(db: Kysely<Database>, row: StaffRow, code: string | undefined): Promise<boolean> {
  if (!row.totp_secret || !code) return false;
  const step = verifyTotp(row.totp_secret, code, row.totp_last_step);
  if (step === null) return false;
  return spendTotpStep(db, row.id, step);
}

/** What a login uses besides the database: its rate limits and the password and second-factor settings. */
export interface StaffLoginDeps {
  rateLimits: RateLimitStore;
  passwordCost: number;
  enforceAdminTotp: boolean;
}

export async function login(
  db: Kysely<Database>,
  input: { email: string; password: string; totp?: string | undefined },
  ip: string,
  deps: StaffLoginDeps,
) {
  const { rateLimits } = deps;
  const key = `staff-login:${input.email}`;
  const ipHit = await rateLimits.hit(`staff-login-ip:${ip}`, 30, 15 * 60_000);
  const state = await rateLimits.peek(key, 8);
  if (!ipHit.allowed || !state.allowed)
    throw new AppError(ErrorCode.rateLimited, {
      headers: {
        'retry-after': String(Math.max(ipHit.retryAfterSeconds, state.retryAfterSeconds, 1)),
      },
    });
  const row = await findStaffByEmail(db, input.email);
  const ok =
    row && row.disabled === 0
      ? await verifyPassword(input.password, row.password_hash)
      : await verifyAgainstDummy(input.password, deps.passwordCost);
  const fail = async (rule: string | null) => {
    await rateLimits.hit(key, 8, 15 * 60_000);
    return new AppError(ErrorCode.loginFailed, { data: rule ? [{ field: 'totp', rule }] : null });
  };
  if (!row || !ok) throw await fail(null);
  if (row.totp_enabled === 1) {
    // Only someone who knows the password learns that a code is needed.
    if (!input.totp) throw new AppError(ErrorCode.loginFailed, { data: [{ field: 'totp', rule: 'required' }] });
    if (!(await spendTotp(db, row, input.totp))) throw await fail('wrong');
  } else if (row.role === 'admin' && deps.enforceAdminTotp) {
    // The password was right: a session that can only set up the second factor.
    const setup = await issueStaffSession(db, row.id, Date.now(), 'totp_setup');
    throw new AppError(ErrorCode.forbidden, {
      data: { setupToken: setup.token, rule: 'setup_required', field: 'totp' },
    });
  }
  const session = await db.transaction().execute(async (trx) => {
    const issued = await issueStaffSession(trx, row.id);
    await audit(trx, { staffId: row.id, action: 'staff.login', targetType: 'staff', targetId: row.id, ip });
    return issued;
  });
  return { ...session, staff: await toStaff(db, row) };
}

export async function logout(db: Kysely<Database>, active: ActiveStaff, ip: string) {
  await db.transaction().execute(async (trx) => {
    await revokeStaffSession(trx, active.sessionId);
    await audit(trx, {
      staffId: active.staff.id,
      action: 'staff.logout',
      targetType: 'staff',
      targetId: active.staff.id,
      ip,
    });
  });
}

/** The caller as the console shows them: the brands are the session's, resolved once per request. */
export async function me(db: Executor, active: ActiveStaff): Promise<Staff> {
  return { ...staffView(active.staff, active.brands), allBrands: await coversEveryBrand(db, active) };
}

/** A new secret to scan; the current one stays in force until a code from the new one is confirmed. */
export async function totpSetup(db: Executor, active: ActiveStaff) {
  const secret = newTotpSecret();
  await setPendingTotpSecret(db, active.staff.id, secret, new Date().toISOString());
  return { secret, otpauthUrl: otpauthUrl(secret, active.staff.email) };
}

export async function totpEnable(db: Kysely<Database>, active: ActiveStaff, code: string, ip: string) {
  const row = await findStaff(db, active.staff.id);
  const pending = row?.totp_pending_secret ?? null;
  const step = pending ? verifyTotp(pending, code, 0) : null;
  const wrong = () => new AppError(ErrorCode.loginFailed, { data: [{ field: 'totp', rule: 'wrong' }] });
  if (!row || !pending || step === null) throw wrong();
  await db.transaction().execute(async (trx) => {
    // A setup started again meanwhile replaced the secret this code belongs to.
    if (!(await enablePendingTotp(trx, row.id, pending, step, new Date().toISOString()))) throw wrong();
    // A setup-only session has served its purpose.
    if (active.scope === 'totp_setup') await revokeStaffSession(trx, active.sessionId);
    await audit(trx, {
      staffId: row.id,
      action: 'staff.totp_enabled',
      targetType: 'staff',
      targetId: row.id,
      before: { totpEnabled: false },
      after: { totpEnabled: true },
      ip,
    });
  });
}

/** Colleagues on the caller's brands, for assignment, with those brands only. */
export async function colleagues(db: Executor, active: ActiveStaff): Promise<Staff[]> {
  const rows = await listEnabledStaff(db);
  const brands = await brandsOfMany(db, rows);
  return rows
    .map((r) =>
      staffView(
        r,
        (brands.get(r.id) ?? []).filter((b) => active.brands.includes(b)),
      ),
    )
    .filter((s) => s.brands.length > 0);
}

export async function brands(db: Executor, active: ActiveStaff): Promise<StaffBrand[]> {
  const rows = await brandsByIds(db, active.brands);
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    mainColor: b.main_color,
    defaultArea: b.default_area as Area,
    languages: [...AREA_LANGUAGES[b.default_area as Area]],
    attachmentMaxFiles: b.attachment_max_files,
    attachmentMaxBytes: b.attachment_max_bytes,
  }));
}

/** A brand's games with their categories and regions, in English where there is English. */
export async function catalogue(
  db: Executor,
  active: ActiveStaff,
  brandId: string,
  log: Log,
): Promise<StaffCatalogueGame[]> {
  if (!active.brands.includes(brandId)) throw AppError.notFound();
  const { games, types, typeTexts, areas } = await catalogueRows(db, brandId);
  return Promise.all(
    games.map(async (g) => {
      const area = g.area as Area;
      const prefs = languageFallbacks('en', area);
      const categories = types
        .filter((t) => t.game_id === g.id)
        .map((t) => ({
          id: t.id,
          name:
            pick(
              typeTexts.filter((x) => x.type_id === t.id),
              prefs,
            )?.name ?? '',
        }));
      // A game backend of its own is asked (one request per such game); a backend that does
      // not answer leaves the region filter empty, not the page.
      const regions =
        g.directory_url && g.directory_secret
          ? await directoryOf(db, g, area, log)
              .areas('en')
              .catch(() => [])
          : areas
              .filter((a) => a.game_id === g.id)
              .map((a) => ({ gameAreaId: a.area_id, name: pickName(a.names, prefs) }));
      return { id: g.id, gameName: g.game_name, categories, regions };
    }),
  );
}

export function auditLog(
  db: Executor,
  filter: { targetType?: string | undefined; targetId?: string | undefined; limit: number },
) {
  return listAudit(db, filter);
}
