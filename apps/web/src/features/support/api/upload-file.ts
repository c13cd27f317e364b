import { apiPaths } from '@guildhall/contract/paths';
import { UploadedFileSchema, type UploadedFile } from '@guildhall/contract/support';
import { upload, type UploadOptions } from '../../../lib/upload';

/** One attachment to POST /files, with progress and cancel; the answer names the stored file. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  return UploadedFileSchema.parse(await upload<unknown>(apiPaths.files, file, options));
}

export type Uploader = typeof uploadFile;
