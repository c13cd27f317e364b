// Attachment kinds by extension (docs/product.md section 5) and the default limits. No zod: the web's
// upload field uses these at run time; the limits in force come from the brand (boot data).
export const ATTACHMENT_EXTENSIONS = {
  image: ['gif', 'jpg', 'jpeg', 'png'],
  video: ['mp4', 'webm', 'ogg', 'avi'],
  other: ['zip', 'txt', 'doc', 'docx', 'pdf', 'xlsx'],
} as const;
export type AttachmentKind = keyof typeof ATTACHMENT_EXTENSIONS;

export const DEFAULT_ATTACHMENT_MAX_FILES = 3;
export const DEFAULT_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const FILE_NAME_MAX = 120;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The kind of a file by its extension, or null for anything the site does not take. */
export function attachmentKind(name: string): AttachmentKind | null {
  const ext = extensionOf(name);
  for (const kind of Object.keys(ATTACHMENT_EXTENSIONS) as AttachmentKind[]) {
    if ((ATTACHMENT_EXTENSIONS[kind] as readonly string[]).includes(ext)) return kind;
  }
  return null;
}

/** `accept` attribute for a file input of the given kinds. */
export function acceptFor(kinds: readonly AttachmentKind[]): string {
  return kinds.flatMap((k) => ATTACHMENT_EXTENSIONS[k].map((e) => `.${e}`)).join(',');
}

/**
 * A size as people read it in `locale`, with the language's own unit words (Intl's byte, kilobyte
 * and megabyte units, 1 KB = 1024 bytes): "20 MB", "512 kB", "551 bytes", "551바이트", "4,5 Mo".
 * Bytes are spelt out: their short form is the bare English "byte" in several languages
 * ("551byte" in Korean). The same words in the player site, the API's messages and the console.
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  try {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
    }).format(value);
  } catch {
    // A locale Intl does not take (never one of ours): English.
    return new Intl.NumberFormat('en', {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
    }).format(value);
  }
}
