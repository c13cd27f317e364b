import { describe, expect, it } from 'vitest';
import { playerDir, playerTextProps } from './player-text';

describe("a player's text in the console", () => {
  it('reads right to left in Arabic, even when it starts with a Latin name', () => {
    expect(playerDir('لم تصل مكافأة الحدث', 'ar')).toBe('rtl');
    expect(playerDir('Starfall: لم تصل المكافأة', 'ar')).toBe('rtl');
    expect(playerTextProps('لم تصل مكافأة الحدث', 'ar')).toEqual({ lang: 'ar', dir: 'rtl' });
  });
  it('leaves the direction to the text elsewhere, and names the language only when it is known', () => {
    expect(playerDir('Reward missing', 'ar')).toBe('auto');
    expect(playerTextProps('보상 미지급', 'ko')).toEqual({ lang: 'ko', dir: 'auto' });
    expect(playerTextProps('فارس الصحراء', null)).toEqual({ dir: 'auto' });
  });
});
