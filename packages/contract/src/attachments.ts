// Attachment kinds by extension (PRODUCT.md section 5) and the default limits. No zod: the web's
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

/** "20 MB", "8 MB", "512 KB": the limit as players read it. */
export function formatBytes(bytes: number, locale = 'en'): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`;
  if (bytes >= 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(bytes / 1024)} KB`;
  return `${new Intl.NumberFormat(locale).format(bytes)} B`;
}
