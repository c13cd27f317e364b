// The staff API (console ↔ API), beside the player API under `/staff`. Not part of the player
// contract (docs/wire-contract.md lists it apart); the console is its only client.
import { z } from 'zod';
import { AREAS, LANGUAGES } from './areas';
import { INQUIRY_STATUS_VALUES } from './inquiry-status';
import { DUE_STATES, PLAYER_TIERS, PRIORITIES, TagSchema } from './queue-automation';
import { GameAreaSchema, inquiryPlaceShape, InquiryTypeSchema, UploadedFileSchema } from './support';
import { textSchema, type TextRule } from './text';

export const STAFF_ROLES = ['admin', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Per staff member and window: the changes made through the staff API (every POST under /staff
 * but the sign-in, which has limits of its own), and among them the sensitive ones (a player's
 * data exported or deleted, a password set, a second factor set up or reset), which count against
 * both. Over a limit: 1005 (HTTP 429) with `Retry-After`, `data: [{ field: 'staff', rule }]` naming it.
 */
export const STAFF_RATE_LIMITS = {
  write: { limit: 120, windowMs: 60_000 },
  sensitive: { limit: 20, windowMs: 60 * 60_000 },
} as const;
export type StaffRateLimit = keyof typeof STAFF_RATE_LIMITS;

export const staffPaths = {
  login: '/staff/auth/login',
  logout: '/staff/auth/logout',
  me: '/staff/me',
  totpSetup: '/staff/me/totp/setup',
  totpEnable: '/staff/me/totp/enable',
  queue: '/staff/inquiries',
  inquiry: '/staff/inquiries/:inquiryId',
  reply: '/staff/inquiries/:inquiryId/reply',
  note: '/staff/inquiries/:inquiryId/note',
  assign: '/staff/inquiries/:inquiryId/assign',
  resolve: '/staff/inquiries/:inquiryId/resolve',
  reopen: '/staff/inquiries/:inquiryId/reopen',
  staffList: '/staff/staff',
  canned: '/staff/canned-replies',
  cannedOne: '/staff/canned-replies/:id',
  audit: '/staff/audit',
  /** Upload for a reply: `?brand=<id>`, the same rules as the players' POST /files. */
  files: '/staff/files',
  /** The brands the caller works for: names, colours, languages, attachment limits. */
  brands: '/staff/brands',
  /** Games of a brand with their categories and regions, for the queue's filters. */
  catalogue: '/staff/catalogue',
  cannedDelete: '/staff/canned-replies/:id/delete',
  /** Admins, on the player's request (privacy.ts): the archive of the inquiry's player, as the player gets it. */
  playerExport: '/staff/inquiries/:inquiryId/player/export',
  /** Admins, on the player's request: deletes the inquiry's player's account. */
  playerDelete: '/staff/inquiries/:inquiryId/player/delete',
} as const;

const email = z.string().trim().toLowerCase().max(254).email();
const id = z.coerce.number().int().positive().max(2_147_483_647);
const optionalQuery = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());

export const StaffLoginSchema = z.object({
  email,
  password: z.string().min(1).max(128),
  totp: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export const TotpCodeSchema = z.object({ totp: z.string().regex(/^\d{6}$/) });

export const StaffSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  brands: z.array(z.string()),
  totpEnabled: z.boolean(),
  /**
   * The caller (login, /staff/me) is an admin of every brand: they alone change what applies to
   * every brand (SLA calendars, policies, rules, macros and tags of every brand) and delete a
   * player's whole account. Absent in colleague lists and in sessions an older console stored.
   */
  allBrands: z.boolean().optional(),
});
export type Staff = z.infer<typeof StaffSchema>;
export const StaffLoginResultSchema = z.object({ token: z.string(), expiresAt: z.string(), staff: StaffSchema });

export const QUEUE_VIEWS = ['all', 'unassigned', 'mine'] as const;
/**
 * `updated`: newest change first; `waiting`: longest waiting first; `due`: the nearest SLA due
 * time first, those without one last; `priority`: the highest tier, then priority, oldest first.
 */
export const QUEUE_SORTS = ['updated', 'waiting', 'due', 'priority'] as const;

export const QueueQuerySchema = z
  .object({
    brand: optionalQuery(z.string().max(40)),
    gameId: optionalQuery(id),
    status: optionalQuery(
      z.coerce
        .number()
        .int()
        .refine((v) => (INQUIRY_STATUS_VALUES as readonly number[]).includes(v)),
    ),
    open: optionalQuery(z.enum(['true', 'false'])),
    queryType: optionalQuery(id),
    region: optionalQuery(z.string().max(40)),
    view: optionalQuery(z.enum(QUEUE_VIEWS)),
    sort: optionalQuery(z.enum(QUEUE_SORTS)),
    q: optionalQuery(
      z
        .string()
        .trim()
        .min(1)
        .max(100)
        .transform((v) => v.normalize('NFC')),
    ),
    /** Only inquiries carrying this tag (queue-automation.ts: normalised as stored). */
    tag: optionalQuery(TagSchema),
    priority: optionalQuery(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(PRIORITIES.length - 1),
    ),
    tier: optionalQuery(z.enum(PLAYER_TIERS)),
    /** Only inquiries whose field `fieldId` holds exactly `fieldValue` (both or neither). */
    fieldId: optionalQuery(id),
    fieldValue: optionalQuery(z.string().trim().min(1).max(200)),
    /** Opaque cursor from the previous page (keyset paging stays fast on deep pages). */
    cursor: optionalQuery(z.string().max(200)),
    pageSize: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(100).default(25)),
  })
  .refine((v) => (v.fieldId === undefined) === (v.fieldValue === undefined), {
    message: 'required',
    path: ['fieldValue'],
  });
export type QueueQuery = z.input<typeof QueueQuerySchema>;

export const QueueItemSchema = z.object({
  inquiryId: z.number(),
  brand: z.string(),
  gameId: z.number(),
  gameName: z.string(),
  title: z.string(),
  /** The inquiry's language (the player's): the console marks the title and the player's texts with it. */
  lang: z.string(),
  status: z.number(),
  queryType: z.number(),
  region: z.string(),
  queryTypeName: z.string(),
  account: z.string(),
  roleName: z.string(),
  assignedTo: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  waitingSince: z.string().nullable(),
  /** 0 low … 3 urgent (queue-automation.ts PRIORITIES). */
  priority: z.number(),
  /** The player's tier when filed (PLAYER_TIERS), null when none was asked. */
  tier: z.string().nullable(),
  tags: z.array(z.string()),
  /** The nearest SLA due time still running, and whether it is near (`warning`) or past (`breached`). */
  dueAt: z.string().nullable(),
  dueState: z.enum(DUE_STATES).nullable(),
});
export const QueuePageSchema = z.object({ list: z.array(QueueItemSchema), nextCursor: z.string().nullable() });
export type QueueItem = z.infer<typeof QueueItemSchema>;

/** Staff texts, normalised and counted as text.ts says; the console's counters use the same rules. */
export const STAFF_MESSAGE_RULE: TextRule = { min: 1, max: 4000, multiline: true };
export const CANNED_TITLE_RULE: TextRule = { min: 1, max: 100 };
export const CANNED_BODY_RULE: TextRule = { min: 1, max: 4000, multiline: true };

export const StaffReplySchema = z.object({
  content: textSchema(STAFF_MESSAGE_RULE),
  attachments: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/))
    .max(10)
    .default([]),
});
export const StaffNoteSchema = z.object({ content: textSchema(STAFF_MESSAGE_RULE) });
export const AssignSchema = z.object({ staffId: z.number().int().positive().nullable() });

export const CannedReplySchema = z.object({
  brand: z.string().max(40),
  lang: z.string().max(10),
  title: textSchema(CANNED_TITLE_RULE),
  body: textSchema(CANNED_BODY_RULE),
});

// ---- answers (what the console reads back) --------------------------------------------------

export const StaffListSchema = z.array(StaffSchema);

/** POST /staff/me/totp/setup: the new secret, also as an otpauth:// URL for authenticator apps. */
export const TotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

/**
 * The `data` of a 1003 login answer for an admin who must use a second factor and has none: a
 * session good only for POST /staff/me/totp/setup and /staff/me/totp/enable.
 */
export const TotpSetupRequiredSchema = z.object({
  field: z.literal('totp'),
  rule: z.literal('setup_required'),
  setupToken: z.string().min(1),
});

export const CannedReplyItemSchema = z.object({
  id: z.number(),
  brand: z.string(),
  lang: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type CannedReplyItem = z.infer<typeof CannedReplyItemSchema>;
export const CannedReplyListSchema = z.array(CannedReplyItemSchema);

/** GET /staff/brands: the brands the caller works for. */
export const StaffBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  mainColor: z.string(),
  defaultArea: z.enum(AREAS),
  languages: z.array(z.enum(LANGUAGES)),
  attachmentMaxFiles: z.number().int().positive(),
  attachmentMaxBytes: z.number().int().positive(),
});
export type StaffBrand = z.infer<typeof StaffBrandSchema>;
export const StaffBrandListSchema = z.array(StaffBrandSchema);

/** GET /staff/catalogue?brand=: a brand's games with their inquiry categories and regions. */
export const StaffCatalogueGameSchema = z.object({
  id: z.number(),
  gameName: z.string(),
  categories: z.array(InquiryTypeSchema),
  regions: z.array(GameAreaSchema),
});
export type StaffCatalogueGame = z.infer<typeof StaffCatalogueGameSchema>;
export const StaffCatalogueSchema = z.array(StaffCatalogueGameSchema);

/** An uploaded file (POST /staff/files answers one without a URL until it is sent). */
export const StaffUploadedFileSchema = UploadedFileSchema.extend({ url: z.string().optional() });

export const StaffMessageSchema = z.object({
  id: z.number(),
  from: z.enum(['player', 'agent', 'note']),
  staffId: z.number().nullable(),
  content: z.string(),
  createdAt: z.string(),
  attachments: z.array(UploadedFileSchema),
  /** The player's text was removed with their account (content is empty). */
  removed: z.boolean().optional(),
});
export type StaffMessage = z.infer<typeof StaffMessageSchema>;

/** GET /staff/inquiries/:inquiryId: the inquiry, the player, the conversation (notes too), other inquiries. */
export const StaffInquiryDetailSchema = z.object({
  inquiry: z.object({
    inquiryId: z.number(),
    brand: z.string(),
    gameId: z.number(),
    gameName: z.string(),
    gameImg: z.string().nullable(),
    title: z.string(),
    status: z.number(),
    queryType: z.number(),
    queryTypeName: z.string(),
    region: z.string(),
    ...inquiryPlaceShape,
    email: z.string().nullable(),
    phone: z.string().nullable(),
    lang: z.string(),
    platform: z.string().nullable(),
    userAgent: z.string().nullable(),
    assignedTo: z.number().nullable(),
    score: z.number().nullable(),
    scoreComment: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Merged into that inquiry (merge.ts), else absent. */
    mergedInto: z.number().optional(),
  }),
  player: z.object({
    account: z.string(),
    type: z.string(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    emailCertified: z.boolean(),
    /** When the account was deleted (its inquiries are kept anonymised); null or absent: it exists. */
    deletedAt: z.string().nullable().optional(),
  }),
  messages: z.array(StaffMessageSchema),
  otherInquiries: z.array(
    z.object({
      inquiryId: z.number(),
      title: z.string(),
      lang: z.string(),
      status: z.number(),
      brand: z.string(),
      createdAt: z.string(),
      /** Merged into that inquiry, else absent. */
      mergedInto: z.number().optional(),
    }),
  ),
});
export type StaffInquiryDetail = z.infer<typeof StaffInquiryDetailSchema>;

/** GET /staff/audit (admins): one entry of the audit log, columns as stored, before/after parsed. */
export const AuditEntrySchema = z.object({
  id: z.number(),
  staff_id: z.number().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.array(AuditEntrySchema);

// ---- request parts of the staff routes: path parameters and queries ---------------------------

/** `:inquiryId` of /staff/inquiries/:inquiryId and its actions. */
export const InquiryParamSchema = z.object({ inquiryId: id });
/** `:id` of /staff/canned-replies/:id (and its delete). */
export const CannedReplyParamSchema = z.object({ id });
/** GET /staff/catalogue?brand= */
export const StaffCatalogueQuerySchema = z.object({ brand: z.string().max(40) });
/** GET /staff/canned-replies?brand=&lang= (no brand: every brand of the caller). */
export const CannedReplyQuerySchema = z.object({
  brand: z.string().max(40).optional(),
  lang: z.string().max(10).optional(),
});
/** GET /staff/audit?targetType=&targetId=&limit= (admins): the newest entries first. */
export const AuditQuerySchema = z.object({
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
