// An error as a sentence in the console's language: the API's code through the dictionary.
import { ErrorCode, errorMessageKey } from '@guildhall/contract/errors';
import { ApiError } from './api-client';
import type { MessageKey, TFunction } from './i18n';

export function errorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === ErrorCode.rateLimited && err.retryAfter)
      return t('errors.rateLimitedFor', { minutes: Math.max(1, Math.ceil(err.retryAfter / 60)) });
    const key = errorMessageKey[err.code];
    if (key) return t(`errors.${key}` as MessageKey);
  }
  return t('app.error');
}

/** Whether trying the same call again may help (the network, the server), as opposed to a refusal. */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.code === ErrorCode.clientNetwork || err.code === ErrorCode.internal || err.code === ErrorCode.rateLimited;
}
