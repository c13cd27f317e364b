import type { Kysely } from 'kysely';
import { AREA_LANGUAGES } from '@guildhall/contract/areas';
import type { Notice, SiteBoot } from '@guildhall/contract/brands';
import { NOTICE_SLUGS, type NoticeSlug } from '@guildhall/contract/footers';
import type { ClientErrorReport } from '@guildhall/contract/site';
import type { Database } from '../../db/schema';
import type { Site } from '../../plugins/context';
import { AppError } from '../../lib/app-error';
import { noSeal, type SealIdempotent } from '../../plugins/idempotency';
import { findNotice, noticeSlugsOf } from '../brands/brands.repository';
import { languageFallbacks } from '../games/games.service';
import { limitsFor } from '../files/files.service';
import { insertClientError } from './site.repository';

/** Boot data of the player site; the attachment limits are those in force for the area. */
export async function bootFor(db: Kysely<Database>, site: Site): Promise<SiteBoot> {
  const [limits, slugs] = await Promise.all([
    limitsFor(db, site.brand.id, site.area),
    noticeSlugsOf(db, site.brand.id),
  ]);
  // The documents the brand has (in some language), which the consents link to.
  const notices = NOTICE_SLUGS.filter((s) => slugs.includes(s));
  return {
    brand: { ...site.brand, attachmentMaxFiles: limits.maxFiles, attachmentMaxBytes: limits.maxBytes, notices },
    area: site.area,
    lang: site.lang,
    languages: [...AREA_LANGUAGES[site.area]],
    dir: site.dir,
  };
}

/**
 * A notice the brand has (its footer's, and the documents its consents link to), in the language
 * asked for or the nearest one it exists in; not found where the brand has no such document.
 */
export async function noticeFor(db: Kysely<Database>, site: Site, slug: string): Promise<Notice> {
  if (!(NOTICE_SLUGS as readonly string[]).includes(slug)) throw AppError.notFound();
  const prefs = languageFallbacks(site.lang, site.area);
  const rows = await findNotice(db, site.brand.id, slug, prefs);
  const row = prefs.map((l) => rows.find((r) => r.lang === l)).find(Boolean) ?? rows[0];
  if (!row) throw AppError.notFound();
  return { slug: row.slug as NoticeSlug, title: row.title, body: row.body, updatedAt: row.updated_at };
}

/** Stores a client's error report; its idempotent answer is sealed in the same transaction. */
export async function recordClientError(
  db: Kysely<Database>,
  site: Site,
  report: ClientErrorReport,
  meta: { requestId: string; userAgent: string | undefined },
  seal: SealIdempotent = noSeal,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertClientError(trx, {
      created_at: new Date().toISOString(),
      brand_id: site.brand.id,
      code: report.code,
      message: report.message,
      url: report.url ? stripQuery(report.url) : null,
      api_path: report.apiPath ? stripQuery(report.apiPath) : null,
      http_status: report.httpStatus ?? null,
      detail: report.detail ?? null,
      request_id: meta.requestId,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    });
    await seal(trx, null);
  });
}

/** Query strings may carry tokens (oauth_token) or codes: never store them. */
export function stripQuery(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}
