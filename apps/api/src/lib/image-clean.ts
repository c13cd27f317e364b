// Images are re-encoded before they are kept: what players photograph carries EXIF (the camera, the
// time, often the GPS position), XMP, IPTC and comments, and none of it should reach staff or
// storage. Decoding and encoding again with sharp (libvips) keeps only the pixels: metadata,
// trailing bytes after the image (polyglots: a JPEG that is also a zip or an HTML page) and
// anything the decoder does not understand are gone. The EXIF orientation is applied first, so
// the picture stays upright without its tag. The format stays (JPEG→JPEG, PNG→PNG, GIF→GIF with
// its frames).
//
// Limits, before a pixel is decoded: the header's width × height × frames against maxPixels
// (IMAGE_MAX_PIXELS), and the decoded size that implies against maxPixels × DECODED_BYTES_PER_PIXEL.
// What sharp cannot decode (garbage behind a valid signature, a truncated file) is refused.
//
// Memory: at most IMAGE_CONCURRENCY images are processed at once in this process (the others
// wait their turn), each with one libvips thread, no operation cache, and sequential reads so a
// JPEG or PNG is decoded and encoded in strips. sharp holds the encoded input in memory while it
// works (at most the attachment limit); the output is streamed to storage.
import type { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import type { Storage } from './storage';

/** Images decoded at the same time in this process: memory, not throughput, is the constraint (one 12 MP JPEG costs about 100 MB of RSS while it is re-encoded). */
export const IMAGE_CONCURRENCY = 1;
/** The decoded-size budget per allowed pixel: 8-bit RGBA. */
export const DECODED_BYTES_PER_PIXEL = 4;
/** JPEG quality of the re-encoded photo: indistinguishable to the eye, smaller than most cameras'. */
export const JPEG_QUALITY = 90;

// One thread per image (IMAGE_CONCURRENCY images at once) and no cache of decoded operations:
// the server's memory, not throughput, is what must stay bounded.
sharp.concurrency(1);
sharp.cache(false);

export type ImageFormat = 'jpeg' | 'png' | 'gif';

/** The format to keep for a content type the sniffer gave, or null for what is not an image. */
export function imageFormatOf(contentType: string): ImageFormat | null {
  if (contentType === 'image/jpeg') return 'jpeg';
  if (contentType === 'image/png') return 'png';
  if (contentType === 'image/gif') return 'gif';
  return null;
}

/** Why an image is refused: too many pixels (or decoded bytes), or not decodable. */
export class ImageRefusal extends Error {
  override name = 'ImageRefusal';
  constructor(
    readonly reason: 'pixels' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

/** A counting semaphore: at most `size` holders, the others wait in order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** sharp's own refusal: its pixel limit (from the header, before decoding) or a decoding failure. */
function refusalOf(err: Error): ImageRefusal {
  return /pixel limit/i.test(err.message)
    ? new ImageRefusal('pixels', err.message)
    : new ImageRefusal('unreadable', `not a decodable image: ${err.message}`);
}

const images = new Semaphore(IMAGE_CONCURRENCY);

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2 };

export interface CleanImageOptions {
  format: ImageFormat;
  /** IMAGE_MAX_PIXELS: width × height × frames. */
  maxPixels: number;
  /** The cleaned file may have at most this many bytes (StorageLimitError beyond). */
  maxBytes: number;
}

/**
 * Decodes the image stored under `fromKey` and stores it re-encoded, without metadata, under
 * `toKey`; returns the new size. ImageRefusal when it is too large or not decodable (nothing is
 * then stored under `toKey`); storage errors are passed on.
 */
export function cleanStoredImage(
  storage: Storage,
  fromKey: string,
  toKey: string,
  options: CleanImageOptions,
): Promise<{ size: number }> {
  return images.run(async () => {
    const object = await storage.openRead(fromKey);
    if (!object) throw new Error(`image ${fromKey} vanished before it was cleaned`);
    const animated = options.format === 'gif';
    const image = sharp({
      limitInputPixels: options.maxPixels,
      sequentialRead: true,
      failOn: 'warning',
      ...(animated ? { animated: true } : {}),
    });
    let decodeError: Error | null = null;
    image.on('error', (err: Error) => {
      decodeError ??= err;
    });
    object.stream.on('error', (err: Error) => image.destroy(err));
    object.stream.pipe(image);

    let meta: Metadata;
    try {
      meta = await image.metadata();
    } catch (err) {
      object.stream.destroy();
      throw refusalOf(err as Error);
    }
    const sharpFormat: string = meta.format;
    if (sharpFormat !== options.format) {
      image.destroy();
      throw new ImageRefusal('unreadable', `a ${String(meta.format)} image where ${options.format} was expected`);
    }
    const frames = animated ? Math.max(1, meta.pages ?? 1) : 1;
    const pixels = meta.width * (meta.pageHeight ?? meta.height) * frames;
    const decodedBytes = pixels * meta.channels * (BYTES_PER_SAMPLE[meta.depth] ?? 4);
    if (!(pixels > 0) || pixels > options.maxPixels || decodedBytes > options.maxPixels * DECODED_BYTES_PER_PIXEL) {
      image.destroy();
      throw new ImageRefusal(
        'pixels',
        `${meta.width}×${meta.pageHeight ?? meta.height}×${frames} pixels, ${decodedBytes} bytes decoded`,
      );
    }

    // Turning needs the whole picture in memory (random access), so only when the tag asks for it.
    if ((meta.orientation ?? 1) > 1) image.autoOrient();
    // No keepMetadata/withMetadata: sharp writes none of EXIF, XMP, IPTC or comments, and turns
    // an embedded colour profile into sRGB pixels.
    if (options.format === 'jpeg') image.jpeg({ quality: JPEG_QUALITY });
    else if (options.format === 'png') image.png({ palette: meta.isPalette });
    else
      image.gif({
        ...(meta.loop !== undefined ? { loop: meta.loop } : {}),
        ...(meta.delay ? { delay: meta.delay } : {}),
      });

    try {
      return await storage.putStream(toKey, image as unknown as Readable, { maxBytes: options.maxBytes });
    } catch (err) {
      if (decodeError) throw refusalOf(decodeError);
      throw err;
    }
  });
}
