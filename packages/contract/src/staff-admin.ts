// The admin part of the staff API: the catalogue (brands, games with their texts, FAQs,
// inquiry categories, regions and servers) and the reports. Admins only.
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './account-types';
import { AREAS, LANGUAGES } from './areas';
import { BrandSchema, brandStyleShape } from './brands';
import { isReadableBrandColor } from './colors';
import { PLATFORMS } from './constants';
import { SlaReportRowSchema } from './sla';
import { STAFF_ROLES, type StaffRole } from './staff';
import { SKILL_KEY } from './assignment';
import { textSchema } from './text';

export const adminPaths = {
  brands: '/staff/admin/brands',
  brand: '/staff/admin/brands/:brandId',
  games: '/staff/admin/games',
  game: '/staff/admin/games/:gameId',
  gameArtwork: '/staff/admin/games/:gameId/artwork/:kind',
  faqs: '/staff/admin/games/:gameId/faqs',
  faq: '/staff/admin/faqs/:faqId',
  /** POST creates a FAQ type of the game (added after its last one). */
  faqTypes: '/staff/admin/games/:gameId/faq-types',
  /** POST renames a FAQ type: its names per language replace the stored ones. */
  faqType: '/staff/admin/faq-types/:typeId',
  /** POST deletes a FAQ type; refused with 1004 (`typeId`, `in_use`) while FAQs use it. */
  faqTypeDelete: '/staff/admin/faq-types/:typeId/delete',
  categories: '/staff/admin/games/:gameId/categories',
  category: '/staff/admin/categories/:categoryId',
  /** GET lists a game's regions with their servers; POST replaces them all. */
  regions: '/staff/admin/games/:gameId/regions',
  reports: '/staff/reports',
} as const;

const url = z
  .string()
  .trim()
  .url()
  .max(500)
  .refine((v) => /^https?:\/\//.test(v), { message: 'http_url' });
const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+$/)
  .max(253);
// Catalogue texts players read: normalised and counted as text.ts says.
const line = (min: number, max: number) => textSchema({ min, max });
const paragraphs = (min: number, max: number) => textSchema({ min, max, multiline: true });
const texts = <T extends z.ZodRawShape>(shape: T) =>
  z.partialRecord(z.enum(LANGUAGES), z.object(shape)).refine((r) => Object.keys(r).length > 0, { message: 'required' });

export const BrandEditSchema = z.object({
  name: line(1, 60),
  hosts: z.array(host).max(20),
  ...brandStyleShape,
  // Text on the colour must reach 4.5:1 in white or near-black (colors.ts), or players cannot read
  // the buttons: refused as `low_contrast`, in the console's form and by the API alike.
  mainColor: brandStyleShape.mainColor.refine(isReadableBrandColor, { message: 'low_contrast' }),
  company: line(1, 120),
  contactEmail: z.string().trim().email().max(254),
  attachmentMaxFiles: z.number().int().min(1).max(10),
  attachmentMaxBytes: z
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024),
});
export type BrandEdit = z.infer<typeof BrandEditSchema>;

export const GameTextSchema = z.object({
  title: line(1, 100),
  subTitle: line(0, 200),
  description: paragraphs(0, 4000),
});

export const GameEditSchema = z.object({
  brand: z.string().max(40),
  gameName: line(1, 100),
  area: z.enum(AREAS),
  platforms: z.array(z.enum(PLATFORMS)).min(1),
  rechargeUrl: url,
  repaymentUrl: url,
  downloadUrl: url.nullable(),
  sort: z.number().int().min(0).max(10_000),
  visible: z.boolean(),
  texts: texts(GameTextSchema.shape),
});
export type GameEdit = z.infer<typeof GameEditSchema>;

export const ARTWORK_KINDS = ['logo', 'cover', 'banner', 'icon'] as const;

export const FaqEditSchema = z.object({
  typeId: z.number().int().positive(),
  sort: z.number().int().min(0).max(10_000).default(0),
  texts: texts({ question: line(1, 300), answer: paragraphs(1, 4000) }),
});
const names = () =>
  z.partialRecord(z.enum(LANGUAGES), line(1, 60)).refine((r) => Object.keys(r).length > 0, { message: 'required' });
export const CategoryEditSchema = z.object({
  sort: z.number().int().min(0).max(10_000).default(0),
  names: names(),
  /**
   * The skill an agent must cover to be given the category's inquiries automatically
   * (assignment.ts): a key such as `payment`; null (or '') for none. Absent: unchanged on an edit.
   */
  skill: z
    .preprocess((v) => (v === '' ? null : v), z.string().trim().toLowerCase().regex(SKILL_KEY).nullable())
    .optional(),
});
/** A FAQ type's create or rename: its names per language (at least one), as the FAQ list shows them. */
export const FaqTypeEditSchema = z.object({ names: names() });
export type FaqTypeEdit = z.infer<typeof FaqTypeEditSchema>;
export const RegionsEditSchema = z
  .object({
    regions: z
      .array(
        z.object({
          gameAreaId: z
            .string()
            .trim()
            .min(1)
            .max(40)
            .regex(/^[\w-]+$/),
          names: z.partialRecord(z.enum(LANGUAGES), line(1, 60)),
          servers: z
            .array(
              z.object({
                serverId: z
                  .string()
                  .trim()
                  .toLowerCase()
                  .regex(/^[a-z0-9_-]{1,40}$/),
                names: z.partialRecord(z.enum(LANGUAGES), line(1, 60)),
              }),
            )
            .max(200),
        }),
      )
      .max(50),
  })
  .superRefine(({ regions }, ctx) => {
    // A region id is unique in its game, and so is a server id across all the game's regions (a
    // player's character is looked up by game and server): a repeat is `duplicate`, never a 5000.
    const areaIds = new Set<string>();
    const serverIds = new Set<string>();
    for (const [ri, r] of regions.entries()) {
      if (areaIds.has(r.gameAreaId))
        ctx.addIssue({ code: 'custom', message: 'duplicate', path: ['regions', ri, 'gameAreaId'] });
      areaIds.add(r.gameAreaId);
      for (const [si, s] of r.servers.entries()) {
        if (serverIds.has(s.serverId))
          ctx.addIssue({ code: 'custom', message: 'duplicate', path: ['regions', ri, 'servers', si, 'serverId'] });
        serverIds.add(s.serverId);
      }
    }
  });

export const REPORT_GROUPS = ['brand', 'game', 'region', 'agent'] as const;
/** YYYY-MM-DD of a day that exists (2026-02-30 does not). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { message: 'date' },
  );

export const ReportQuerySchema = z.object({
  from: calendarDate,
  to: calendarDate,
  groupBy: z.enum(REPORT_GROUPS).default('brand'),
  brand: z.string().max(40).optional(),
});

export const ReportRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  inquiries: z.number(),
  firstResponseAvgMinutes: z.number().nullable(),
  firstResponseMedianMinutes: z.number().nullable(),
  resolutionAvgHours: z.number().nullable(),
  ratings: z.array(z.number()), // count of scores 1..5
  ratingAvg: z.number().nullable(),
});
export const ReportSchema = z.object({
  rows: z.array(ReportRowSchema),
  openByAge: z.array(z.object({ bucket: z.enum(['<1d', '1-3d', '3-7d', '>7d']), count: z.number() })),
  /** SLA attainment per brand and priority. */
  sla: z.array(SlaReportRowSchema),
});
export type Report = z.infer<typeof ReportSchema>;

// ---- answers (what the console reads back) --------------------------------------------------

/** GET /staff/admin/brands: every brand as the player site knows it, with its hosts. */
export const AdminBrandSchema = BrandSchema.extend({ hosts: z.array(z.string()) });
export type AdminBrand = z.infer<typeof AdminBrandSchema>;
export const AdminBrandListSchema = z.array(AdminBrandSchema);

const byLanguage = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(LANGUAGES), value);

/** GET /staff/admin/games and the answer of a create or an edit. */
export const AdminGameSchema = z.object({
  id: z.number(),
  brand: z.string(),
  gameName: z.string(),
  area: z.enum(AREAS),
  platforms: z.array(z.enum(PLATFORMS)),
  rechargeUrl: z.string(),
  repaymentUrl: z.string(),
  downloadUrl: z.string().nullable(),
  sort: z.number(),
  visible: z.boolean(),
  artwork: z.object({ logo: z.string(), cover: z.string(), banner: z.string(), icon: z.string() }),
  texts: byLanguage(z.object({ title: z.string(), subTitle: z.string(), description: z.string() })),
});
export type AdminGame = z.infer<typeof AdminGameSchema>;
export const AdminGameListSchema = z.array(AdminGameSchema);

/** POST /staff/admin/games/:gameId/artwork/:kind */
export const ArtworkUploadSchema = z.object({ url: z.string() });

/** GET /staff/admin/games/:gameId/faqs: the FAQ types (names per language) and the FAQs. */
export const AdminFaqsSchema = z.object({
  types: z.array(z.object({ id: z.number(), names: byLanguage(z.string()) })),
  faqs: z.array(
    z.object({
      id: z.number(),
      typeId: z.number(),
      sort: z.number(),
      texts: byLanguage(z.object({ question: z.string(), answer: z.string() })),
    }),
  ),
});
export type AdminFaqs = z.infer<typeof AdminFaqsSchema>;

/** GET /staff/admin/games/:gameId/categories */
export const AdminCategorySchema = z.object({
  id: z.number(),
  sort: z.number(),
  names: byLanguage(z.string()),
  skill: z.string().nullable(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryListSchema = z.array(AdminCategorySchema);

/**
 * GET /staff/admin/games/:gameId/regions: the game's regions with their servers as stored (the
 * built-in directory, in the order players see), names per language; what POST on the same path
 * replaces. `external`: the game's own backend answers players' regions and servers instead
 * (docs/game-directory.md), so this list is not what they see.
 */
export const AdminRegionSchema = z.object({
  gameAreaId: z.string(),
  names: byLanguage(z.string()),
  servers: z.array(z.object({ serverId: z.string(), names: byLanguage(z.string()) })),
});
export type AdminRegion = z.infer<typeof AdminRegionSchema>;
export const AdminRegionsSchema = z.object({ external: z.boolean(), regions: z.array(AdminRegionSchema) });
export type AdminRegions = z.infer<typeof AdminRegionsSchema>;

/** A create's answer: the new object's id. */
export const CreatedSchema = z.object({ id: z.number() });

// ---- path parameters and queries of adminPaths ----------------------------------------------

/** A row id in a path: digits, within the database's integer range. */
const rowId = z.coerce.number().int().positive().max(2_147_483_647);
export const AdminBrandParamSchema = z.object({ brandId: z.string().max(40) });
export const AdminGameParamSchema = z.object({ gameId: rowId });
export const AdminArtworkParamSchema = z.object({ gameId: rowId, kind: z.enum(ARTWORK_KINDS) });
export const AdminFaqParamSchema = z.object({ faqId: rowId });
export const AdminFaqTypeParamSchema = z.object({ typeId: rowId });
export const AdminCategoryParamSchema = z.object({ categoryId: rowId });
/** GET /staff/admin/games: one of the caller's brands, or (absent or empty) all of them. */
export const AdminGamesQuerySchema = z.object({ brand: z.string().max(40).optional() });

export type ReportRow = z.infer<typeof ReportRowSchema>;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

// ---- staff accounts (admins manage agents and other admins from the console) ----------------

/**
 * Staff accounts. Every POST is signed and audited (never with the password or its hash); the
 * ones that take a way in away (disable, second factor reset, password reset) also end the
 * account's sessions at once. A brand-scoped admin manages only staff whose brands are all
 * among theirs (others answer 1002) and grants only their own brands (1003).
 */
export const staffAccountPaths = {
  /** GET lists the staff the caller may manage; POST creates one (answers `{ id }`). */
  list: '/staff/admin/staff',
  /** POST changes name, role and brands. */
  one: '/staff/admin/staff/:staffId',
  /** POST `{ disabled }`: disables (sessions end) or enables the account. */
  disabled: '/staff/admin/staff/:staffId/disabled',
  /** POST `{}`: clears the second factor, to be set up again at the next login; sessions end. */
  totpReset: '/staff/admin/staff/:staffId/totp/reset',
  /** POST `{ password }`: sets a new password chosen by the admin; sessions end. */
  password: '/staff/admin/staff/:staffId/password',
} as const;

/**
 * An agent works for the brands listed (at least one: `brands` `required`); an admin with none
 * listed works for every brand, with some for those only.
 */
function agentsNeedBrands(v: { role: StaffRole; brands: string[] }, ctx: z.RefinementCtx) {
  if (v.role === 'agent' && v.brands.length === 0)
    ctx.addIssue({ code: 'custom', message: 'required', path: ['brands'] });
}
const staffBrands = z
  .array(z.string().trim().min(1).max(40))
  .max(100)
  .refine((b) => new Set(b).size === b.length, { message: 'duplicate' });
/** The same length rules as every password; the API adds the common-password check (`weak_password`). */
const staffPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const StaffUpdateSchema = z
  .object({ name: line(1, 80), role: z.enum(STAFF_ROLES), brands: staffBrands })
  .superRefine(agentsNeedBrands);
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

export const StaffCreateSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).email(),
    name: line(1, 80),
    role: z.enum(STAFF_ROLES),
    brands: staffBrands,
    password: staffPassword,
  })
  .superRefine(agentsNeedBrands);
export type StaffCreate = z.infer<typeof StaffCreateSchema>;

export const StaffDisabledSchema = z.object({ disabled: z.boolean() });
export const StaffPasswordSetSchema = z.object({ password: staffPassword });

/**
 * GET /staff/admin/staff: one account. `brands`: the brands assigned to it; `allBrands`: an admin
 * with none assigned, who works for every brand.
 */
export const StaffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  brands: z.array(z.string()),
  allBrands: z.boolean(),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export const StaffAccountListSchema = z.array(StaffAccountSchema);

/** `:staffId` of /staff/admin/staff/:staffId and its actions. */
export const StaffIdParamSchema = z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) });
