import { apiPaths } from '@guildhall/contract/paths';
import { UploadedFileSchema, type UploadedFile } from '@guildhall/contract/support';
import { upload, type UploadOptions } from '../../../lib/upload';
import { api } from '../../../lib/api-client';

/** One attachment to POST /files, with progress and cancel; the answer names the stored file. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  return UploadedFileSchema.parse(await upload<unknown>(apiPaths.files, file, options));
}

export type Uploader = typeof uploadFile;

/**
 * Takes back an upload removed from the form before it was sent, so it no longer counts towards
 * the hourly allowance. Best effort: one left behind is purged with the other unsent ones.
 */
export function discardFile(fileId: string): Promise<unknown> {
  return api.post(apiPaths.discardFile, { fileId }, { silent: true }).catch(() => undefined);
}
