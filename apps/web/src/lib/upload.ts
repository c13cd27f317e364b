// Attachment uploads (POST /files) with progress and cancel, through the uploader both apps share
// (@guildhall/browser-kit/upload: multipart, signed over an empty body, XMLHttpRequest). What is the
// player site's own: the URL carries spec_lang and domain_area like every call, the answer is
// settled by the API client, and a network failure goes to the error monitor. Kept out of the API
// client so the shell does not carry it.
import { ErrorCode } from '@guildhall/contract/errors';
import { createUploader } from '@guildhall/browser-kit/upload';
import { ApiError, buildUrl, settle } from './api-client';
import { reportError } from './error-monitor';
import { readToken } from './session';

export type { UploadOptions } from '@guildhall/browser-kit/upload';

/** Uploads one file; cancelling through `signal` rejects with an AbortError and sends nothing more. */
export const upload = createUploader({
  url: buildUrl,
  token: readToken,
  settle: ({ envelope, httpStatus, path }) => settle(envelope, httpStatus, path),
  networkError: (path) => {
    reportError({ code: ErrorCode.clientNetwork, message: 'network failure', apiPath: path, httpStatus: 0 });
    return new ApiError(ErrorCode.clientNetwork, null, 0);
  },
});
