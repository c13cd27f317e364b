// One error class for the whole API: services throw AppError(code), the error handler turns it into
// the envelope and the HTTP status of the contract.
import { ErrorCode, errorHttpStatus } from '@guildhall/contract/errors';

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: number,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
    /** Values for the message's placeholders, e.g. the limit in force. */
    readonly vars: Record<string, string | number> = {},
    /**
     * A more precise message (`errors.<messageKey>` in the dictionaries) or HTTP status than the
     * code's own, e.g. 1007 "the file was flagged as harmful", or 1001 answered as 408 or 431.
     */
    readonly detail: { messageKey?: string; httpStatus?: number } = {},
  ) {
    super(`AppError ${code}`);
  }

  get httpStatus(): number {
    return this.detail.httpStatus ?? errorHttpStatus[this.code] ?? 500;
  }

  static notFound(): AppError {
    return new AppError(ErrorCode.notFound);
  }
}
