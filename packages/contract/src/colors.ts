// The one rule for text on a brand colour (WCAG 2.x relative luminance and contrast ratio): the
// server writes it into every page (--brand-contrast), and the site and the console's brand
// preview read the same rule, so what an admin is shown is what players get.

/** WCAG relative luminance of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#14141f';
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The text colour (white or the site's near-black) that reads best on `background`. */
export function textColorOn(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;
}

/** The contrast text reaches on `background` under the rule above (the better of white and near-black). */
export function bestTextContrast(background: string): number {
  return contrastRatio(textColorOn(background), background);
}

/**
 * A brand colour players can read text on: white or near-black reaches MIN_TEXT_CONTRAST on it. The
 * brand editor (console form and the API's BrandEditSchema) refuses any other with rule `low_contrast`.
 */
export function isReadableBrandColor(background: string): boolean {
  return bestTextContrast(background) >= MIN_TEXT_CONTRAST;
}
