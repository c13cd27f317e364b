// The staff API (console ↔ API), beside the player API under `/staff`. Not part of API.md's
// player contract; the console is its only client.
import { z } from 'zod';
import { INQUIRY_STATUS_VALUES } from './inquiry-status';

export const STAFF_ROLES = ['admin', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

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
} as const;

const email = z.string().trim().toLowerCase().max(254).email();
const id = z.coerce.number().int().positive().max(2_147_483_647);
const optionalQuery = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());

export const StaffLoginSchema = z.object({
  email,
  password: z.string().min(1).max(128),
  totp: z.string().regex(/^\d{6}$/).optional(),
});
export const TotpCodeSchema = z.object({ totp: z.string().regex(/^\d{6}$/) });

export const StaffSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  brands: z.array(z.string()),
  totpEnabled: z.boolean(),
});
export type Staff = z.infer<typeof StaffSchema>;
export const StaffLoginResultSchema = z.object({ token: z.string(), expiresAt: z.string(), staff: StaffSchema });

export const QUEUE_VIEWS = ['all', 'unassigned', 'mine'] as const;
export const QUEUE_SORTS = ['updated', 'waiting'] as const;

export const QueueQuerySchema = z.object({
  brand: optionalQuery(z.string().max(40)),
  gameId: optionalQuery(id),
  status: optionalQuery(z.coerce.number().int().refine((v) => (INQUIRY_STATUS_VALUES as readonly number[]).includes(v))),
  open: optionalQuery(z.enum(['true', 'false'])),
  queryType: optionalQuery(id),
  region: optionalQuery(z.string().max(40)),
  view: optionalQuery(z.enum(QUEUE_VIEWS)),
  sort: optionalQuery(z.enum(QUEUE_SORTS)),
  q: optionalQuery(z.string().trim().min(1).max(100)),
  /** Opaque cursor from the previous page (keyset paging stays fast on deep pages). */
  cursor: optionalQuery(z.string().max(200)),
  pageSize: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(100).default(25)),
});
export type QueueQuery = z.input<typeof QueueQuerySchema>;

export const QueueItemSchema = z.object({
  inquiryId: z.number(),
  brand: z.string(),
  gameId: z.number(),
  gameName: z.string(),
  title: z.string(),
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
});
export const QueuePageSchema = z.object({ list: z.array(QueueItemSchema), nextCursor: z.string().nullable() });
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const StaffReplySchema = z.object({
  content: z.string().trim().min(1).max(4000),
  attachments: z.array(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)).max(10).default([]),
});
export const StaffNoteSchema = z.object({ content: z.string().trim().min(1).max(4000) });
export const AssignSchema = z.object({ staffId: z.number().int().positive().nullable() });

export const CannedReplySchema = z.object({
  brand: z.string().max(40),
  lang: z.string().max(10),
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().min(1).max(4000),
});
