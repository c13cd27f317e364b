// The support center on the wire (docs/wire-contract.md, Paths) and the validation rules of
// docs/product.md section 5: one implementation, used by the web's forms and the API alike.
import { z } from 'zod';
import { INQUIRY_STATUS_VALUES } from './inquiry-status';
import { MergedIntoSchema } from './merge';
import { textSchema, type TextRule } from './text';
import { FieldValuesSchema, PlayerFieldSchema } from './fields';

export { countWords, textCounter, textLength } from './text';

export const TITLE_MIN = 2;
export const TITLE_MAX = 100;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 400;
export const CONTENT_MIN_WORDS = 2;
export const SCORE_COMMENT_MAX = 500;
export const ROLE_NAME_MAX = 64;

// How each text of a player is counted and normalised (text.ts): what the forms' counters use.
export const TITLE_RULE: TextRule = { min: TITLE_MIN, max: TITLE_MAX };
export const CONTENT_RULE: TextRule = { min: CONTENT_MIN, max: CONTENT_MAX, words: CONTENT_MIN_WORDS, multiline: true };
export const REPLY_RULE: TextRule = { min: 1, max: CONTENT_MAX, multiline: true };
export const SCORE_COMMENT_RULE: TextRule = { min: 0, max: SCORE_COMMENT_MAX, multiline: true };
export const ROLE_NAME_RULE: TextRule = { min: 1, max: ROLE_NAME_MAX, required: true };

/** `S12`, `12`, ` s12 ` → `s12`; anything else is returned trimmed and lower-cased. */
export function normalizeServerId(value: string): string {
  const v = value.trim().toLowerCase();
  return /^s?\d+$/.test(v) ? `s${v.replace(/^s/, '')}` : v;
}

export function normalizePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParam = z.preprocess((v) => (v === '' ? undefined : v), id);
const optionalIdParam = z.preprocess((v) => (v === '' ? undefined : v), id.optional());
const page = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(10_000).default(1));
const pageSize = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(50).default(10));

const title = textSchema(TITLE_RULE);
const content = textSchema(CONTENT_RULE);
const email = z.string().trim().toLowerCase().max(254).email({ message: 'email' });
const phone = z
  .string()
  .transform(normalizePhone)
  .refine((v) => PHONE_PATTERN.test(v), { message: 'phone' });
const accepted = z.literal(true, { message: 'agreement' });

// ---- catalogue -----------------------------------------------------------------------------

export const ClientQuerySchema = z.object({ clientId: idParam });
export const FaqTypeSchema = z.object({ id: z.number(), name: z.string() });
export const FaqsQuerySchema = z.object({
  clientId: idParam,
  typeId: optionalIdParam,
  keyword: z
    .string()
    .trim()
    .max(50)
    .transform((v) => v.normalize('NFC'))
    .optional(),
  page,
  pageSize,
});
export const FaqSchema = z.object({ id: z.number(), typeId: z.number(), question: z.string(), answer: z.string() });
export const FaqPageSchema = z.object({ list: z.array(FaqSchema), total: z.number() });
/** A category; `fields` are its form fields in the player's language (absent from older answers). */
export const InquiryTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  fields: z.array(PlayerFieldSchema).optional(),
});
export const GameAreaSchema = z.object({ gameAreaId: z.string(), name: z.string() });
export const ServersQuerySchema = z.object({ clientId: idParam, gameAreaId: z.string().trim().min(1).max(40) });
export const GameServerSchema = z.object({ serverId: z.string(), name: z.string() });
export const RolesQuerySchema = z.object({
  clientId: idParam,
  serverId: z.string().trim().min(1).max(40).transform(normalizeServerId),
});
export const GameRoleSchema = z.object({ roleId: z.string(), roleName: z.string(), level: z.number() });
export type Faq = z.infer<typeof FaqSchema>;
export type FaqType = z.infer<typeof FaqTypeSchema>;
export type InquiryType = z.infer<typeof InquiryTypeSchema>;
export type GameArea = z.infer<typeof GameAreaSchema>;
export type GameServer = z.infer<typeof GameServerSchema>;
export type GameRole = z.infer<typeof GameRoleSchema>;

// ---- files ---------------------------------------------------------------------------------

export const UploadedFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number(),
  kind: z.enum(['image', 'video', 'other']),
  /** Empty when the file was removed (`removedAfterDays`). */
  url: z.string(),
  /**
   * Set when the file's bytes were removed by the retention setting (ATTACHMENT_RETENTION_DAYS):
   * the days after the inquiry closed. Shown as "removed after N days", never as a link.
   */
  removedAfterDays: z.number().int().optional(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

const fileIds = z.array(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)).max(10);

// ---- inquiries -----------------------------------------------------------------------------

export const AgreementsSchema = z.object({ terms: accepted, userAgreement: accepted, privacy: accepted });

/** The inquiry form (docs/product.md section 5). `email` is required for guests; the API checks that. */
export const CreateInquirySchema = z
  .object({
    gameId: id,
    gameAreaId: z.string().trim().min(1, { message: 'required' }).max(40),
    serverId: z.string().trim().min(1, { message: 'required' }).max(40).transform(normalizeServerId),
    roleId: z.string().trim().max(64).default(''),
    roleName: textSchema(ROLE_NAME_RULE),
    queryType: id,
    title,
    content,
    attachments: fileIds.default([]),
    email: z.preprocess((v) => (v === '' || v === null ? undefined : v), email.optional()),
    phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), phone.optional()),
    agreements: AgreementsSchema,
    /** The category's fields (fields.ts), key → value; optional so older clients still file inquiries. */
    fields: FieldValuesSchema.optional(),
  })
  .refine((v) => v.email !== undefined || v.phone !== undefined, { path: ['email'], message: 'contact_required' });
export type CreateInquiry = z.input<typeof CreateInquirySchema>;

export const InquiryIdSchema = z.object({ inquiryId: id });
export const ReplySchema = z.object({
  inquiryId: id,
  content: textSchema(REPLY_RULE),
  attachments: fileIds.default([]),
});
export const ScoreSchema = z.object({
  inquiryId: id,
  score: z.number().int().min(1).max(5),
  comment: textSchema(SCORE_COMMENT_RULE).optional(),
});
export const InquiryListQuerySchema = z.object({ clientId: optionalIdParam, page, pageSize });
export const InquiryDetailQuerySchema = z.object({ inquiryId: idParam });
export const FeedbackQuerySchema = z.object({ clientId: optionalIdParam });
export const UnresolvedQuerySchema = z.object({ clientId: idParam });

const status = z
  .number()
  .int()
  .refine((v) => (INQUIRY_STATUS_VALUES as readonly number[]).includes(v));

export const InquiryListItemSchema = z.object({
  inquiryId: z.number(),
  title: z.string(),
  gameId: z.number(),
  gameName: z.string(),
  status,
  unread: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Merged into that inquiry (merge.ts): concluded here, continued there. */
  mergedIntoId: z.number().optional(),
});
export const InquiryListSchema = z.object({ list: z.array(InquiryListItemSchema), total: z.number() });

export const MessageSchema = z.object({
  id: z.number(),
  from: z.enum(['player', 'agent']),
  content: z.string(),
  attachments: z.array(UploadedFileSchema),
  createdAt: z.string(),
});

/**
 * Where in the game an inquiry is (region, server, character), ids with the names shown: the same
 * in the player's answer (InquiryDetailSchema) and the staff's (staff.ts StaffInquiryDetailSchema).
 */
export const inquiryPlaceShape = {
  gameAreaId: z.string(),
  areaName: z.string(),
  serverId: z.string(),
  serverName: z.string(),
  roleId: z.string(),
  roleName: z.string(),
};

export const InquiryDetailSchema = z.object({
  inquiryId: z.number(),
  gameId: z.number(),
  gameName: z.string(),
  gameImg: z.string(),
  ...inquiryPlaceShape,
  queryType: z.number(),
  queryTypeName: z.string(),
  title: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status,
  score: z.number().nullable(),
  scoreComment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(MessageSchema),
  /** Merged into another inquiry (merge.ts): its conversation continues there. */
  mergedInto: MergedIntoSchema.optional(),
});
export const UnresolvedSchema = z
  .object({ inquiryId: z.number(), title: z.string(), status, createdAt: z.string() })
  .nullable();

export type InquiryListItem = z.infer<typeof InquiryListItemSchema>;
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;
export type InquiryMessage = z.infer<typeof MessageSchema>;

/** When the first reply to a new inquiry may be expected: within so many hours, i.e. by then. */
export const ExpectedReplySchema = z.object({ withinHours: z.number().int().positive(), by: z.string() });
export type ExpectedReply = z.infer<typeof ExpectedReplySchema>;

/**
 * POST /inquiries: the inquiry created, when a reply may be expected, and the address a reply is
 * also mailed to (null: none; it then waits in My inquiries only). The two are absent in an answer
 * replayed for an Idempotency-Key first used before they existed.
 */
export const CreateInquiryResultSchema = z.object({
  inquiryId: z.number().int(),
  expectedReply: ExpectedReplySchema.optional(),
  replyMailTo: z.string().nullable().optional(),
});
export type CreateInquiryResult = z.infer<typeof CreateInquiryResultSchema>;
/** GET /inquiries/feedback: whether a staff reply is unread (the red dot). */
export const FeedbackSchema = z.boolean();
