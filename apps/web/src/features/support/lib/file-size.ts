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

/** A limit in force as players read it ("20 MB"), for messages built from it. */
export function limitSize(bytes: number, lang: string): string {
  return ltr(formatBytes(bytes, lang));
}

/** A file's size as players read it: bytes under 1 KB ("300 B" in the player's words), else KB or MB. */
export function fileSize(bytes: number, lang: string): string {
  if (bytes >= 1024) return ltr(formatBytes(bytes, lang));
  try {
    return ltr(new Intl.NumberFormat(lang, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(bytes));
  } catch {
    return ltr(`${bytes} B`);
  }
}
