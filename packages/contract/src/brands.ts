import { z } from 'zod';
import { AREAS, LANGUAGES } from './areas';
import { CAROUSEL_STYLES, FOOTER_KINDS, NOTICE_SLUGS } from './footers';

/**
 * How a brand's site looks and what it offers: the same fields under the same rules where the site
 * is told (BrandSchema) and where an admin sets them (staff-admin.ts BrandEditSchema).
 */
export const brandStyleShape = {
  mainColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  radius: z.number().int().min(0).max(40),
  footer: z.enum(FOOTER_KINDS),
  defaultArea: z.enum(AREAS),
  userCenter: z.boolean(),
  rechargeButton: z.boolean(),
  carousel: z.enum(CAROUSEL_STYLES),
  /**
   * Hours within which the support team usually gives its first reply: what a player is told on
   * filing an inquiry. Up to 30 days.
   */
  replyWithinHours: z.number().int().min(1).max(720),
};

/** What the player site knows of its brand; injected into the HTML and served by /site/boot. */
export const BrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...brandStyleShape,
  logo: z.string(),
  favicon: z.string(),
  company: z.string(),
  contactEmail: z.string(),
  attachmentMaxFiles: z.number().int().positive(),
  attachmentMaxBytes: z.number().int().positive(),
});
export type Brand = z.infer<typeof BrandSchema>;

/** The brand as the player site is told it, with the notices it has documents for (consents link to them). */
export const SiteBrandSchema = BrandSchema.extend({ notices: z.array(z.enum(NOTICE_SLUGS)) });
export type SiteBrand = z.infer<typeof SiteBrandSchema>;

/** Boot data: the brand, the area and language in force, and the languages the area offers. */
export const SiteBootSchema = z.object({
  brand: SiteBrandSchema,
  area: z.enum(AREAS),
  lang: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
  dir: z.enum(['ltr', 'rtl']),
});
export type SiteBoot = z.infer<typeof SiteBootSchema>;

export const NoticeSchema = z.object({
  slug: z.enum(NOTICE_SLUGS),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;
