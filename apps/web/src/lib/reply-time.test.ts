import { describe, expect, it } from 'vitest';
import { replyWithin } from './reply-time';

describe('replyWithin', () => {
  it('uses the language\'s unit words and plural forms: hours, whole days from two', () => {
    expect(replyWithin(1, 'en')).toBe('1 hour');
    expect(replyWithin(24, 'en')).toBe('24 hours');
    expect(replyWithin(48, 'en')).toBe('2 days');
    expect(replyWithin(36, 'en')).toBe('36 hours');
    expect(replyWithin(72, 'ru')).toBe('3 дня');
    expect(replyWithin(24, 'ko')).toBe('24시간');
  });
});
