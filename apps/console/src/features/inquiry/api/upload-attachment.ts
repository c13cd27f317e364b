import { staffPaths, StaffUploadedFileSchema } from '@guildhall/contract/staff';
import { upload } from '../../../lib/upload';

/** One file for a reply on `brand`'s inquiry, under the players' upload rules. */
export async function uploadAttachment(
  brand: string,
  file: File,
  options: { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal },
) {
  return StaffUploadedFileSchema.parse(await upload<unknown>(staffPaths.files, file, { query: { brand }, ...options }));
}
