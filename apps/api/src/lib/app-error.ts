// One error class for the whole API: services throw AppError(code), the error handler turns it into
// the envelope and the HTTP status of the contract.
import { ErrorCode, errorHttpStatus } from '@guildhall/contract/errors';

/** What an error may carry besides its code; every part is optional. */
export interface AppErrorOptions {
  /** The envelope's `data`, e.g. the fields at fault `[{ field, rule }]`. */
  data?: unknown;
  /** Response headers, e.g. Retry-After with 1015. */
  headers?: Record<string, string>;
  /** Values for the message's placeholders, e.g. the limit in force. */
  params?: Record<string, string | number>;
  /**
   * A more precise message (`errors.<messageKey>` in the dictionaries) or HTTP status than the
   * code's own, e.g. 1007 "the file was flagged as harmful", or 1001 answered as 408 or 431.
   */
  messageKey?: string | undefined;
  httpStatus?: number | undefined;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly data: unknown;
  readonly headers: Record<string, string>;
  readonly params: Record<string, string | number>;
  readonly messageKey: string | undefined;
  readonly #httpStatus: number | undefined;

  constructor(
    readonly code: number,
    options: AppErrorOptions = {},
  ) {
    super(`AppError ${code}`);
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
    this.params = options.params ?? {};
    this.messageKey = options.messageKey;
    this.#httpStatus = options.httpStatus;
  }

  get httpStatus(): number {
    return this.#httpStatus ?? errorHttpStatus[this.code] ?? 500;
  }

  static notFound(): AppError {
    return new AppError(ErrorCode.notFound);
  }
}
