// Does a file's content match its extension? The leading bytes ("magic numbers") of every kind the
// site takes (docs/product.md section 5) are checked against the extension; the answer is the content
// type the file is then stored and served with, or null for a mismatch. A file is only ever
// served as what it was verified to be, so an HTML page named .jpg, a PNG named .pdf or a
// program named .zip is refused at upload.

/** Leading bytes the checks look at (text is judged on this much). */
export const SNIFF_BYTES = 4096;

const ascii = (s: string) => Buffer.from(s, 'latin1');

function startsWith(head: Uint8Array, magic: Uint8Array, offset = 0): boolean {
  if (head.length < offset + magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (head[offset + i] !== magic[i]) return false;
  return true;
}

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = Uint8Array.of(0xff, 0xd8, 0xff);
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const FTYP = ascii('ftyp');
const EBML = Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3);
const OGG = ascii('OggS');
const RIFF = ascii('RIFF');
const AVI = ascii('AVI ');
const ZIP = Uint8Array.of(0x50, 0x4b, 0x03, 0x04);
const ZIP_EMPTY = Uint8Array.of(0x50, 0x4b, 0x05, 0x06);
const PDF = ascii('%PDF-');
const OLE2 = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** ISO base media: `[size:4]ftyp[brand:4]`, a box at least as large as its header. */
function isMp4(head: Uint8Array): boolean {
  if (!startsWith(head, FTYP, 4) || head.length < 12) return false;
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  return boxSize >= 8;
}

/** No NUL and no control characters besides tab, line feed, form feed, carriage return and escape. */
function hasBinaryBytes(head: Uint8Array): boolean {
  for (const b of head) {
    if (b === 0) return true;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1b) return true;
    if (b === 0x7f) return true;
  }
  return false;
}

/**
 * Valid UTF-8 (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF). When the bytes are
 * only the start of a longer file, a character cut off at the end is not held against it.
 */
export function isUtf8(bytes: Uint8Array, truncated = false): boolean {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return false;
    if (i + need >= n) {
      // The character's continuation bytes run past the end: fine only for a truncated window.
      if (!truncated) return false;
      for (let j = i + 1; j < n; j++) if ((bytes[j]! & 0xc0) !== 0x80) return false;
      return true;
    }
    let cp = b & (0x3f >> need);
    for (let j = 1; j <= need; j++) {
      const c = bytes[i + j]!;
      if ((c & 0xc0) !== 0x80) return false;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return false;
    i += need + 1;
  }
  return true;
}

const UTF8_BOM = Uint8Array.of(0xef, 0xbb, 0xbf);

/**
 * Plain text: no NUL or other binary control bytes in the first SNIFF_BYTES, and either valid
 * UTF-8 or (anything else being a single-byte encoding) Latin text. Null when not text.
 */
function textType(head: Uint8Array, complete: boolean): string | null {
  const window = head.subarray(0, SNIFF_BYTES);
  if (hasBinaryBytes(window)) return null;
  const truncated = !complete || head.length > SNIFF_BYTES;
  const body = startsWith(window, UTF8_BOM) ? window.subarray(3) : window;
  return isUtf8(body, truncated) ? 'text/plain; charset=utf-8' : 'text/plain; charset=windows-1252';
}

interface Rule {
  contentType: string;
  test(head: Uint8Array): boolean;
}

const RULES: Record<string, Rule> = {
  gif: { contentType: 'image/gif', test: (h) => startsWith(h, GIF87) || startsWith(h, GIF89) },
  jpg: { contentType: 'image/jpeg', test: (h) => startsWith(h, JPEG) },
  jpeg: { contentType: 'image/jpeg', test: (h) => startsWith(h, JPEG) },
  png: { contentType: 'image/png', test: (h) => startsWith(h, PNG) },
  mp4: { contentType: 'video/mp4', test: isMp4 },
  webm: { contentType: 'video/webm', test: (h) => startsWith(h, EBML) },
  ogg: { contentType: 'video/ogg', test: (h) => startsWith(h, OGG) },
  avi: { contentType: 'video/x-msvideo', test: (h) => startsWith(h, RIFF) && startsWith(h, AVI, 8) },
  zip: { contentType: 'application/zip', test: (h) => startsWith(h, ZIP) || startsWith(h, ZIP_EMPTY) },
  // Office Open XML documents are zip containers.
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    test: (h) => startsWith(h, ZIP),
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    test: (h) => startsWith(h, ZIP),
  },
  pdf: { contentType: 'application/pdf', test: (h) => startsWith(h, PDF) },
  // Word 97–2003: an OLE2 compound file.
  doc: { contentType: 'application/msword', test: (h) => startsWith(h, OLE2) },
};

/** Extensions this module can verify (every kind of ATTACHMENT_EXTENSIONS). */
export const SNIFFABLE_EXTENSIONS: readonly string[] = [...Object.keys(RULES), 'txt'];

/**
 * The content type of a file whose name ends in `.${extension}` and which begins with `head`,
 * or null when the content does not match the extension (or the extension is unknown).
 * `complete`: `head` is the whole file (matters for text cut off mid-character).
 */
export function sniffContentType(
  extension: string,
  head: Uint8Array,
  options: { complete?: boolean } = {},
): string | null {
  const ext = extension.toLowerCase();
  if (ext === 'txt') {
    // Text that begins like another kind (a PDF or GIF header is printable) is that kind.
    if (head.length === 0 || Object.values(RULES).some((r) => r.test(head))) return null;
    return textType(head, options.complete ?? false);
  }
  const rule = RULES[ext];
  return rule && rule.test(head) ? rule.contentType : null;
}
