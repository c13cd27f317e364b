import { describe, expect, it } from 'vitest';
import { replyBy, replyWithin } from './reply-time';

describe('replyWithin', () => {
  it("uses the language's unit words and plural forms: hours, whole days from two", () => {
    expect(replyWithin(1, 'en')).toBe('1 hour');
    expect(replyWithin(24, 'en')).toBe('24 hours');
    expect(replyWithin(48, 'en')).toBe('2 days');
    expect(replyWithin(36, 'en')).toBe('36 hours');
    expect(replyWithin(72, 'ru')).toBe('3 дня');
    expect(replyWithin(24, 'ko')).toBe('24시간');
  });
});

describe('replyBy', () => {
  it("names the day and the hour in the page's language and the given clock", () => {
    const due = '2026-12-07T01:00:00Z';
    // (Checked by parts: the joining words and the day period differ between ICU versions.)
    const seoul = replyBy(due, 'en', 'Asia/Seoul');
    for (const part of ['Monday', 'December 7', '10:00']) expect(seoul).toContain(part);
    const ko = replyBy(due, 'ko', 'Asia/Seoul');
    for (const part of ['12월 7일', '월요일', '10:00']) expect(ko).toContain(part);
    // The same moment is still Sunday evening in New York.
    const newYork = replyBy(due, 'en', 'America/New_York');
    for (const part of ['Sunday', 'December 6', '8:00']) expect(newYork).toContain(part);
  });
});
