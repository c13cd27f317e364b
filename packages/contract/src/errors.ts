// Error codes of the wire (docs/wire-contract.md, Error codes). The API throws AppError(code); one handler maps the code to
// its HTTP status and the message key; the web resolves the same key in the player's language.
export const ErrorCode = {
  ok: 0,
  okAlt: 1,
  sessionInvalid: -600,
  validation: 1001,
  notFound: 1002,
  forbidden: 1003,
  conflict: 1004,
  rateLimited: 1005,
  loginFailed: 1006,
  fileTypeMismatch: 1007,
  attachmentTooLarge: 1008,
  tooManyAttachments: 1009,
  badSignature: 1010,
  idempotencyReused: 1011,
  clientNetwork: 1106,
  internal: 5000,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** HTTP status for each code the server can answer (1106 is client-side only). */
export const errorHttpStatus: Record<number, number> = {
  [ErrorCode.ok]: 200,
  [ErrorCode.okAlt]: 200,
  [ErrorCode.sessionInvalid]: 401,
  [ErrorCode.validation]: 400,
  [ErrorCode.notFound]: 404,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.conflict]: 409,
  [ErrorCode.rateLimited]: 429,
  [ErrorCode.loginFailed]: 401,
  [ErrorCode.fileTypeMismatch]: 415,
  [ErrorCode.attachmentTooLarge]: 413,
  [ErrorCode.tooManyAttachments]: 400,
  [ErrorCode.badSignature]: 400,
  [ErrorCode.idempotencyReused]: 409,
  [ErrorCode.internal]: 500,
};

/** Message key of each code in the dictionaries (`errors.<key>`). */
export const errorMessageKey: Record<number, string> = {
  [ErrorCode.sessionInvalid]: 'sessionInvalid',
  [ErrorCode.validation]: 'validation',
  [ErrorCode.notFound]: 'notFound',
  [ErrorCode.forbidden]: 'forbidden',
  [ErrorCode.conflict]: 'conflict',
  [ErrorCode.rateLimited]: 'rateLimited',
  [ErrorCode.loginFailed]: 'loginFailed',
  [ErrorCode.fileTypeMismatch]: 'fileTypeMismatch',
  [ErrorCode.attachmentTooLarge]: 'attachmentTooLarge',
  [ErrorCode.tooManyAttachments]: 'tooManyAttachments',
  [ErrorCode.badSignature]: 'badSignature',
  [ErrorCode.idempotencyReused]: 'idempotencyReused',
  [ErrorCode.clientNetwork]: 'network',
  [ErrorCode.internal]: 'internal',
};

export function isSuccessCode(code: number): boolean {
  return code === ErrorCode.ok || code === ErrorCode.okAlt;
}
