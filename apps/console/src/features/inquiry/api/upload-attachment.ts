import { z } from 'zod';
import { staffPaths } from '@guildhall/contract/staff';
import { upload } from '../../../lib/upload';
import { AttachmentSchema } from './get-inquiry';

/** One file for a reply on `brand`'s inquiry, under the players' upload rules. */
export async function uploadAttachment(brand: string, file: File, options: { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal }) {
  const answer = await upload<unknown>(staffPaths.files, file, { query: { brand }, ...options });
  return AttachmentSchema.extend({ url: z.string().optional() }).parse(answer);
}
