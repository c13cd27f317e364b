// The demo catalogue the database is seeded from: the nine brands of docs/product.md section 2 and their
// games, read from apps/api/seed-data (brands.json, games.json, game-texts/). Every company, person,
// address, phone number and game there is fictional; host names use the reserved `.example`
// top-level domain. Artwork is generated from each game's `art` by apps/api/scripts/artwork.

import { z } from 'zod';
import { AREAS, type Area } from '@guildhall/contract/areas';
import { CAROUSEL_STYLES, FOOTER_KINDS, type CarouselStyle, type FooterKind } from '@guildhall/contract/footers';
import { PLATFORMS, type Platform } from '@guildhall/contract/constants';
import { seedGameTexts, type SeedGameTexts } from './game-texts';
import { readSeedJson } from './seed-files';

export type { SeedGameText, SeedGameTexts } from './game-texts';

export interface SeedBrand {
  id: string;
  name: string;
  hosts: string[];
  mainColor: string;
  radius: number;
  footer: FooterKind;
  defaultArea: Area;
  userCenter: boolean;
  rechargeButton: boolean;
  carousel: CarouselStyle;
  /** Hours within which the first reply usually comes (brands.replyWithinHours). */
  replyWithinHours: number;
  company: string;
  contactEmail: string;
  address: string;
  representative: string;
  phone: string;
  attachmentMaxFiles: number;
  attachmentMaxBytes: number;
}

export interface SeedGame {
  slug: string;
  brandId: string;
  gameName: string;
  area: Area;
  platforms: Platform[];
  rechargeUrl: string;
  repaymentUrl: string;
  downloadUrl: string | null;
  genre: string;
  texts: SeedGameTexts;
  art: GameArt;
}

/** What the artwork generator draws a game from. palette: dark background, mid tone, accent (`#rrggbb`). */
export interface GameArt {
  motif: string;
  palette: [string, string, string];
  emblem: string;
}

const MIB = 1024 * 1024;
const color = z.string().regex(/^#[0-9a-f]{6}$/);

const brandsFile = z.array(
  z.strictObject({
    id: z.string(),
    name: z.string(),
    hosts: z.array(z.string()),
    mainColor: color,
    radius: z.number().int(),
    footer: z.enum(FOOTER_KINDS),
    defaultArea: z.enum(AREAS),
    userCenter: z.boolean(),
    rechargeButton: z.boolean(),
    carousel: z.enum(CAROUSEL_STYLES),
    replyWithinHours: z.number().int().min(1).max(720),
    company: z.string(),
    contactEmail: z.string(),
    address: z.string(),
    representative: z.string(),
    phone: z.string(),
    attachmentMaxFiles: z.number().int(),
    /** Whole MiB in the file, bytes in the database. */
    attachmentMaxMiB: z.number().int(),
  }),
);

export const seedBrands: SeedBrand[] = readSeedJson(brandsFile, 'brands.json').map(({ attachmentMaxMiB, ...b }) => ({
  ...b,
  attachmentMaxBytes: attachmentMaxMiB * MIB,
}));

const gamesFile = z.array(
  z.strictObject({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    brandId: z.string(),
    gameName: z.string(),
    area: z.enum(AREAS),
    platforms: z.array(z.enum(PLATFORMS)),
    /** Where the download button leads: the game's Google Play page, its page on the brand's site, or nowhere. */
    download: z.enum(['play', 'site']).nullable(),
    genre: z.string(),
    art: z.strictObject({ motif: z.string(), palette: z.tuple([color, color, color]), emblem: z.string() }),
  }),
);

/** The domain a brand's pay and store links use: its host without `www.`. */
function domainOf(brandId: string): string {
  const domain = seedBrands.find((b) => b.id === brandId)?.hosts.find((h) => !h.startsWith('www.'));
  if (!domain)
    throw new Error(`seed-data/games.json: brand ${brandId} is not in brands.json or has no host without www.`);
  return domain;
}

export const seedGames: SeedGame[] = readSeedJson(gamesFile, 'games.json').map(({ download, ...rest }) => {
  const domain = domainOf(rest.brandId);
  const pay = `https://pay.${domain}/${rest.slug}`;
  const store = `com.${domain.split('.')[0] ?? rest.brandId}.${rest.slug.replace(/-/g, '')}`;
  const texts = seedGameTexts[rest.slug];
  // A game without texts would be seeded with no title at all: fail at start, not on a page.
  if (!texts) throw new Error(`demo game ${rest.slug} has no texts in seed-data/game-texts`);
  return {
    ...rest,
    texts,
    rechargeUrl: pay,
    repaymentUrl: `${pay}/repayment`,
    downloadUrl:
      download === 'play'
        ? `https://play.google.com/store/apps/details?id=${store}`
        : download === 'site'
          ? `https://www.${domain}/games/${rest.slug}`
          : null,
  };
});
