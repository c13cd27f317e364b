// GET /staff/inquiries/:id: the inquiry, the player, the whole conversation (notes included) and
// the player's other inquiries on the caller's brands. Opening a new inquiry starts processing it.
import { queryOptions } from '@tanstack/react-query';
import {
  staffPaths,
  StaffInquiryDetailSchema,
  type StaffInquiryDetail,
  type StaffMessage,
} from '@guildhall/contract/staff';
import type { UploadedFile } from '@guildhall/contract/support';
import { api, fillPath } from '../../../lib/api-client';

export type Attachment = UploadedFile;
export type Message = StaffMessage;
export type InquiryDetail = StaffInquiryDetail;

export const inquiryKey = (id: number) => ['inquiry', id] as const;

export const inquiryOptions = (id: number) =>
  queryOptions({
    queryKey: inquiryKey(id),
    queryFn: async ({ signal }) =>
      StaffInquiryDetailSchema.parse(
        await api.get<unknown>(fillPath(staffPaths.inquiry, { inquiryId: id }), undefined, signal),
      ),
    // A colleague may answer meanwhile; the player may add information.
    refetchInterval: 30_000,
    staleTime: 0,
  });
