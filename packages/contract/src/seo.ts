// Paths a crawler or a link preview asks for outside the API (decision 0021): robots.txt
// and sitemap.xml per brand host, and the raster share images named by the Open Graph tags.
import { z } from 'zod';

export const seoPaths = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  /** The brand's share image: its logo on its colour. */
  brandImage: '/og/brand.jpg',
  /** A game's share image, from its banner. */
  gameImage: '/og/game/:id.jpg',
} as const;

/** Size of every share image: what Facebook, LINE, KakaoTalk, Discord and X show large (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** The game's share image: `/og/game/:id.jpg`, with `?v=` naming the artwork it was drawn from. */
export const GameImageParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ShareImageQuerySchema = z.object({ v: z.string().max(64).optional() });

export function gameImagePath(id: number): string {
  return seoPaths.gameImage.replace(':id', String(id));
}
