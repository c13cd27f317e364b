// Attachment and artwork uploads (POST /staff/files?brand=, the admin artwork) with progress and
// cancel, through the uploader both apps share (@guildhall/browser-kit/upload: multipart, signed
// over an empty body, XMLHttpRequest). What is the console's own: its API base, its session, and
// its settling of the answer (which reads Retry-After into the ApiError).
import { ErrorCode } from '@guildhall/contract/errors';
import { createUploader } from '@guildhall/browser-kit/upload';
import { ApiError, buildUrl, settle } from './api-client';
import { readToken } from './session';

export type { UploadOptions } from '@guildhall/browser-kit/upload';

/** Uploads one file in the multipart field `file`; cancelling through `signal` rejects with an AbortError. */
export const upload = createUploader({
  url: buildUrl,
  token: readToken,
  settle: ({ envelope, httpStatus, header }) => settle(envelope, httpStatus, header('retry-after')),
  networkError: () => new ApiError(ErrorCode.clientNetwork, null, 0),
});
