// GET /staff/inquiries/:id: the inquiry, the player, the whole conversation (notes included) and
// the player's other inquiries on the caller's brands. Opening a new inquiry starts processing it.
// The answer's schema lives here until the contract carries it (staff.ts has the requests only).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { staffPaths } from '@guildhall/contract/staff';
import { api, fillPath } from '../../../lib/api-client';

export const AttachmentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number(),
  kind: z.enum(['image', 'video', 'other']),
  url: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const MessageSchema = z.object({
  id: z.number(),
  from: z.enum(['player', 'agent', 'note']),
  staffId: z.number().nullable(),
  content: z.string(),
  createdAt: z.string(),
  attachments: z.array(AttachmentSchema),
});
export type Message = z.infer<typeof MessageSchema>;

export const InquiryDetailSchema = z.object({
  inquiry: z.object({
    inquiryId: z.number(),
    brand: z.string(),
    gameId: z.number(),
    gameName: z.string(),
    gameImg: z.string().nullable(),
    title: z.string(),
    status: z.number(),
    queryType: z.number(),
    region: z.string(),
    gameAreaId: z.string(),
    areaName: z.string(),
    serverId: z.string(),
    serverName: z.string(),
    roleId: z.string(),
    roleName: z.string(),
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
  }),
  player: z.object({
    account: z.string(),
    type: z.string(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    emailCertified: z.boolean(),
  }),
  messages: z.array(MessageSchema),
  otherInquiries: z.array(z.object({ inquiryId: z.number(), title: z.string(), status: z.number(), brand: z.string(), createdAt: z.string() })),
});
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;

export const inquiryKey = (id: number) => ['inquiry', id] as const;

export const inquiryOptions = (id: number) =>
  queryOptions({
    queryKey: inquiryKey(id),
    queryFn: async ({ signal }) => InquiryDetailSchema.parse(await api.get<unknown>(fillPath(staffPaths.inquiry, { inquiryId: id }), undefined, signal)),
    // A colleague may answer meanwhile; the player may add information.
    refetchInterval: 30_000,
    staleTime: 0,
  });
