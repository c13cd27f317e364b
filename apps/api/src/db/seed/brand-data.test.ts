// The seeded brands as players read them: text on each brand colour reaches WCAG AA by
// the contract's one rule, and no company name ends in a period (the footer's sentence, "© 2026
// {company}. All rights reserved.", drops its own period after one: copyrightLine in the web app).
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, textColorOn } from '@guildhall/contract/colors';
import { seedBrands } from './demo-data';

describe('seeded brands', () => {
  it.each(seedBrands.map((b) => [b.id, b.mainColor]))('%s: text on %s reaches 4.5:1', (_id, colour) => {
    expect(contrastRatio(textColorOn(colour), colour)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('names no company with a final period', () => {
    expect(seedBrands.filter((b) => b.company.trim().endsWith('.')).map((b) => b.company)).toEqual([]);
  });
});
