import { formatBytes } from '@guildhall/contract/attachments';

/**
 * Text kept left-to-right inside a sentence of any direction (Unicode isolates): "20 MB" stays
 * "20 MB" in Arabic instead of turning into "MB 20".
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** A name (of either direction) that keeps its own direction inside a sentence (first-strong isolate). */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** A size in the page's language with its own unit words (contract formatBytes: "551 bytes", "551바이트", "12 kB"). */
export function formatSize(bytes: number, lang: string): string {
  return formatBytes(bytes, lang);
}

/** A limit in force as players read it ("20 MB"), for messages built from it. */
export function limitSize(bytes: number, lang: string): string {
  return ltr(formatSize(bytes, lang));
}

/** A file's size as players read it, kept left-to-right inside any sentence. */
export function fileSize(bytes: number, lang: string): string {
  return ltr(formatSize(bytes, lang));
}
