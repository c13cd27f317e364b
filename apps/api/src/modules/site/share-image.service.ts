// Share images (decision 0021): most link previews (Facebook, LINE, KakaoTalk, X,
// Discord) ignore SVG, and the artwork is SVG (the demo's) or whatever an admin uploaded. So the
// image an Open Graph tag names is drawn on demand as a 1200×630 JPEG: a game's from its banner,
// the brand's from its logo on a dark shade of its colour. Artwork is read through the storage
// abstraction (the data folder or S3), never fetched from elsewhere.
//
// Each image is named by what it is drawn from (the artwork's URL, which holds the content hash the
// storage keys carry, and the brand colour), so its ETag is known before any drawing and a
// revalidation costs no rendering. Drawing is dear: the demo's SVG banners take 1.4-2.5 s each in
// librsvg (their blur filters about half of it, measured), a photo far less. So a drawn image is
// kept twice: in a bounded LRU of this process (entries and bytes), and in storage under
// `og/<kind>-<version>-<renderer>.jpg`, so a restart or another node reads it instead of drawing it
// again. Concurrent requests for the same image share one drawing, and at most
// RENDER_CONCURRENCY are drawn at once in the process. A picture drawn in place of artwork that
// could not be read (the brand's, for a game) is sent but kept nowhere: the next request tries the
// artwork again.
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import sharp, { type Sharp } from 'sharp';
import type { Brand } from '@guildhall/contract/brands';
import { SHARE_IMAGE } from '@guildhall/contract/seo';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isValidKey, type Storage } from '../../lib/storage';
import { findVisibleGame } from '../games/games.repository';
import { imageVersion } from './seo';

/** Bumped when the drawing changes, so clients drop what they kept. */
const RENDERER = 'r1';
/** Artwork larger than this is not drawn from (the uploads' limit is 5 MB). */
const SOURCE_MAX_BYTES = 8 * 1024 * 1024;
const SOURCE_MAX_PIXELS = 40_000_000;
const RENDER_CONCURRENCY = 2;
const JPEG_QUALITY = 82;

export interface ShareImage {
  /** What the image is drawn from: the `v` of its URL. */
  version: string;
  etag: string;
  /** Draws the image, or answers the one kept; `final` is false for a stand-in drawn because the artwork could not be read. */
  body(): Promise<{ bytes: Buffer; final: boolean }>;
}

/** A dark shade of the brand colour: the logos are light marks made for dark backgrounds. */
export function shade(hex: string, keep = 0.42): { r: number; g: number; b: number } {
  const n = Number.parseInt(hex.replace('#', ''), 16) || 0;
  const f = (v: number) => Math.round(v * keep);
  return { r: f((n >> 16) & 255), g: f((n >> 8) & 255), b: f(n & 255) };
}

async function readAll(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const isSvg = (url: string) => /\.svgz?(?:$|[?#])/i.test(url);

export function createShareImages(deps: {
  db: Kysely<Database>;
  storage: Storage;
  maxEntries?: number;
  maxBytes?: number;
}) {
  const { db, storage } = deps;
  const maxEntries = deps.maxEntries ?? 64;
  const maxBytes = deps.maxBytes ?? 16 * 1024 * 1024;
  /** Drawn images, least recently used first. */
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const drawing = new Map<string, Promise<{ bytes: Buffer; final: boolean }>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  let renders = 0;

  function keep(key: string, body: Buffer) {
    kept.set(key, body);
    keptBytes += body.length;
    for (const [k, b] of kept) {
      if (kept.size <= maxEntries && keptBytes <= maxBytes) break;
      kept.delete(k);
      keptBytes -= b.length;
    }
  }

  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= RENDER_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  /**
   * The image `name` (also its storage key's base), drawn once however many ask for it at the same
   * time; `draw` says whether what it drew may be kept.
   */
  function cached(
    name: string,
    draw: () => Promise<{ body: Buffer; keep: boolean }>,
  ): Promise<{ bytes: Buffer; final: boolean }> {
    const hit = kept.get(name);
    if (hit) {
      kept.delete(name);
      kept.set(name, hit);
      return Promise.resolve({ bytes: hit, final: true });
    }
    const pending = drawing.get(name);
    if (pending) return pending;
    const storageKey = `og/${name}.jpg`;
    const p = (async () => {
      const stored = await storage.openRead(storageKey).catch(() => null);
      const fromStorage = stored ? await readAll(stored.stream, SOURCE_MAX_BYTES).catch(() => null) : null;
      if (fromStorage) {
        keep(name, fromStorage);
        return { bytes: fromStorage, final: true };
      }
      const drawn = await limited(async () => {
        renders += 1;
        return draw();
      });
      if (drawn.keep) {
        keep(name, drawn.body);
        // Best effort: without it the image is only drawn again elsewhere.
        await storage.put(storageKey, drawn.body).catch(() => undefined);
      }
      return { bytes: drawn.body, final: drawn.keep };
    })().finally(() => drawing.delete(name));
    drawing.set(name, p);
    return p;
  }

  /** The artwork's bytes when it is stored media (`/media/<key>`); null otherwise or when missing. */
  async function source(url: string): Promise<Buffer | null> {
    if (!url.startsWith('/media/')) return null;
    let key: string;
    try {
      key = decodeURIComponent(url.slice('/media/'.length).split(/[?#]/)[0] ?? '');
    } catch {
      return null;
    }
    if (!isValidKey(key)) return null;
    const object = await storage.openRead(key);
    if (!object) return null;
    if (object.size > SOURCE_MAX_BYTES) {
      object.stream.destroy();
      return null;
    }
    return readAll(object.stream, SOURCE_MAX_BYTES);
  }

  function input(bytes: Buffer, url: string, density: number) {
    return sharp(bytes, { limitInputPixels: SOURCE_MAX_PIXELS, ...(isSvg(url) ? { density } : {}) });
  }

  const jpeg = (image: Sharp) =>
    image
      .flatten({ background: '#000000' })
      .jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: true })
      .toBuffer();

  async function drawBrand(brand: Pick<Brand, 'logo' | 'mainColor'>): Promise<Buffer> {
    const { width, height } = SHARE_IMAGE;
    const background = shade(brand.mainColor);
    const base = sharp({ create: { width, height, channels: 3, background } });
    const bytes = await source(brand.logo).catch(() => null);
    let logo: Buffer | null = null;
    if (bytes) {
      logo = await input(bytes, brand.logo, 200)
        .resize(Math.round(width * 0.7), Math.round(height * 0.55), { fit: 'inside' })
        .png()
        .toBuffer()
        .catch(() => null);
    }
    // A band of the brand colour itself along the bottom edge.
    const band = await sharp({ create: { width, height: 18, channels: 3, background: brand.mainColor } })
      .png()
      .toBuffer();
    return jpeg(
      base.composite([
        ...(logo ? [{ input: logo, gravity: 'centre' }] : []),
        { input: band, left: 0, top: height - 18 },
      ]),
    );
  }

  async function drawBanner(url: string, bytes: Buffer): Promise<Buffer> {
    const { width, height } = SHARE_IMAGE;
    return jpeg(input(bytes, url, 96).resize(width, height, { fit: 'cover', position: 'centre' }));
  }

  const etagOf = (version: string) => `"og-${RENDERER}-${version}"`;

  function brandImage(brand: Pick<Brand, 'logo' | 'mainColor'>): ShareImage {
    const version = imageVersion(brand.logo, brand.mainColor);
    return {
      version,
      etag: etagOf(version),
      body: () => cached(`brand-${version}-${RENDERER}`, async () => ({ body: await drawBrand(brand), keep: true })),
    };
  }

  return {
    brandImage,

    /** The share image of a game the brand shows; 404 for any other. Without readable artwork, the brand's. */
    async gameImage(brand: Brand, gameId: number): Promise<ShareImage> {
      const game = await findVisibleGame(db, brand.id, gameId);
      if (!game) throw AppError.notFound();
      const banner = game.banner;
      const version = imageVersion(banner);
      return {
        version,
        etag: etagOf(version),
        body: () =>
          cached(`game-${version}-${RENDERER}`, async () => {
            const bytes = await source(banner).catch(() => null);
            const drawn = bytes ? await drawBanner(banner, bytes).catch(() => null) : null;
            return drawn ? { body: drawn, keep: true } : { body: await drawBrand(brand), keep: false };
          }),
      };
    },

    /** How many images were drawn (tests: a second request is served from the cache). */
    renders: () => renders,
    /** Images and bytes kept. */
    size: () => ({ entries: kept.size, bytes: keptBytes }),
  };
}

export type ShareImages = ReturnType<typeof createShareImages>;
