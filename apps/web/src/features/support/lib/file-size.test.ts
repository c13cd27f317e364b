// File sizes in the page's language with the language's unit words ("551byte" in Korean, not "551 bytes").
import { describe, expect, it } from 'vitest';
import { fileSize, formatSize } from './file-size';

describe('formatSize', () => {
  it('spells bytes out in the language, never the bare English "byte"', () => {
    expect(formatSize(551, 'en')).toBe('551 bytes');
    expect(formatSize(551, 'ko')).toBe('551바이트');
    expect(formatSize(1, 'en')).toBe('1 byte');
    expect(formatSize(551, 'ru')).toMatch(/^551 байт/);
    expect(formatSize(551, 'ko')).not.toMatch(/byte/);
  });

  it("uses kilobytes and megabytes with the language's digits and unit", () => {
    expect(formatSize(12 * 1024, 'en')).toBe('12 kB');
    expect(formatSize(4.5 * 1024 * 1024, 'de')).toBe('4,5 MB');
    expect(formatSize(4.5 * 1024 * 1024, 'fr')).toMatch(/^4,5\s?Mo$/);
  });

  it('keeps a size left to right inside any sentence', () => {
    expect(fileSize(551, 'ar')).toMatch(/^\u2066.*\u2069$/);
  });
});
