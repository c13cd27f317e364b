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
  ) {
    super(`AppError ${code}`);
  }

  get httpStatus(): number {
    return errorHttpStatus[this.code] ?? 500;
  }

  static notFound(): AppError {
    return new AppError(ErrorCode.notFound);
  }
}
