import { describe, expect, it } from 'vitest';
import {
  bestTextContrast,
  contrastRatio,
  DARK_TEXT,
  isReadableBrandColor,
  LIGHT_TEXT,
  MIN_TEXT_CONTRAST,
  textColorOn,
} from './colors';

describe('text on a brand colour', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });

  it('picks the text colour that reads best, reaching 4.5:1 on every seeded brand colour', () => {
    // The seeded brand colours (apps/api/seed-data/brands.json): the better of the two every time,
    // and at least 4.5:1 on all nine.
    for (const colour of [
      '#6c5ce7',
      '#e84393',
      '#0984e3',
      '#00b894',
      '#fdcb6e',
      '#00cec9',
      '#0c6dff',
      '#d63031',
      '#a55eea',
    ]) {
      const text = textColorOn(colour);
      expect(contrastRatio(text, colour)).toBe(
        Math.max(contrastRatio(LIGHT_TEXT, colour), contrastRatio(DARK_TEXT, colour)),
      );
      expect(contrastRatio(text, colour), colour).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    // Tidal's former #0f6fff reaches 4.5:1 with neither (4.43 with white): its seed is now #0c6dff,
    // the same hue a little darker, the nearest that reaches it.
    expect(Math.max(contrastRatio(LIGHT_TEXT, '#0f6fff'), contrastRatio(DARK_TEXT, '#0f6fff'))).toBeLessThan(
      MIN_TEXT_CONTRAST,
    );
    expect(textColorOn('#a55eea')).toBe(DARK_TEXT);
    expect(textColorOn('#1e1e2e')).toBe(LIGHT_TEXT);
    expect(contrastRatio(textColorOn('#a55eea'), '#a55eea')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('brand colours the editor accepts', () => {
  it('takes a colour where white or near-black reaches 4.5:1 and refuses one where neither does', () => {
    // jade's #00b894: white only 2.53:1, near-black 7.2:1, so it is readable (with dark text).
    expect(bestTextContrast('#00b894')).toBeCloseTo(contrastRatio(DARK_TEXT, '#00b894'), 5);
    expect(isReadableBrandColor('#00b894')).toBe(true);
    expect(isReadableBrandColor('#1e1e2e')).toBe(true);
    // Mid greys and tidal's old #0f6fff: 4.48 / 4.1 and 4.43 / 4.39, neither 4.5.
    for (const colour of ['#777777', '#0f6fff']) {
      expect(bestTextContrast(colour), colour).toBeLessThan(MIN_TEXT_CONTRAST);
      expect(isReadableBrandColor(colour), colour).toBe(false);
    }
  });
});
