// Leading bytes of a file of each kind the site takes, for the sniffing and upload tests.
import zlib from 'node:zlib';
import { makeZip, minimalDocx, minimalXlsx, type ZipEntry } from './zip-writer';

export const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
export const pad = (head: Buffer, n = 64) => Buffer.concat([head, Buffer.alloc(Math.max(0, n - head.length), 0x41)]);

/** A plausible beginning of a file of each kind. */
export const SAMPLES: Record<string, Buffer> = {
  gif: pad(bytes('GIF89a', [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00])),
  jpg: pad(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00])),
  jpeg: pad(bytes([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10], 'Exif', [0x00, 0x00])),
  png: pad(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')),
  mp4: pad(bytes([0x00, 0x00, 0x00, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41')),
  webm: pad(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], [0x42, 0x82, 0x84], 'webm')),
  ogg: pad(bytes('OggS', [0x00, 0x02, 0, 0, 0, 0, 0, 0, 0, 0])),
  avi: pad(bytes('RIFF', [0x24, 0x10, 0, 0], 'AVI LIST')),
  zip: pad(bytes('PK', [0x03, 0x04, 0x14, 0, 0, 0, 8, 0], 'readme.txt')),
  docx: pad(bytes('PK', [0x03, 0x04, 0x14, 0, 6, 0, 8, 0], '[Content_Types].xml')),
  xlsx: pad(bytes('PK', [0x03, 0x04, 0x14, 0, 6, 0, 8, 0], '[Content_Types].xml')),
  pdf: pad(bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n')),
  doc: pad(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])),
  txt: Buffer.from('My character lost 300 gems after the update.\r\nPlease help!\n', 'utf8'),
};

/** A Windows program and a web page: what a spoofed upload really is. */
export const EXE = pad(bytes('MZ', [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]));
export const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>', 'utf8');

/** Real 2×2 images: uploads of images are decoded and re-encoded, so the sample must decode. */
export const TINY_IMAGES: Record<'png' | 'jpg' | 'gif', Buffer> = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4ISd3Qk6OAUIBAB8mBBGFRCvEAAAAAElFTkSuQmCC',
    'base64',
  ),
  jpg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAHlhf//Z',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAgACAIAAAExpccgeHiH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==', 'base64'),
};

/**
 * A real image of exactly `size` bytes (or the tiny image itself when it is larger): padded with
 * what a decoder skips and re-encoding drops, a private PNG chunk, JPEG comment segments, a GIF
 * comment extension (and, for the last few bytes, bytes after the image's end).
 */
export function paddedImage(ext: 'png' | 'jpg' | 'gif', size: number): Buffer {
  const base = TINY_IMAGES[ext];
  let pad = size - base.length;
  if (pad <= 0) return base;
  const filler: Buffer[] = [];
  if (ext === 'png' && pad >= 12) {
    const body = Buffer.concat([Buffer.from('prVt', 'latin1'), Buffer.alloc(pad - 12, 0x41)]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(pad - 12);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    filler.push(len, body, crc);
    return Buffer.concat([base.subarray(0, 33), ...filler, base.subarray(33)]);
  }
  if (ext === 'jpg') {
    while (pad >= 4) {
      const n = Math.min(65533, pad - 4);
      const seg = Buffer.alloc(n + 4, 0x41);
      seg[0] = 0xff;
      seg[1] = 0xfe;
      seg.writeUInt16BE(n + 2, 2);
      filler.push(seg);
      pad -= seg.length;
    }
    return Buffer.concat([base.subarray(0, 2), ...filler, base.subarray(2), Buffer.alloc(pad)]);
  }
  if (ext === 'gif' && pad >= 4) {
    // 0x21 0xFE, sub-blocks of at most 255 bytes each with their length byte, a 0 terminator.
    let data = pad - 3;
    while (data + Math.ceil(data / 255) > pad - 3) data -= 1;
    const blocks: Buffer[] = [];
    for (let left = data; left > 0; left -= 255)
      blocks.push(Buffer.from([Math.min(255, left)]), Buffer.alloc(Math.min(255, left), 0x41));
    const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), ...blocks, Buffer.from([0])]);
    pad -= comment.length;
    return Buffer.concat([
      base.subarray(0, base.length - 1),
      comment,
      base.subarray(base.length - 1),
      Buffer.alloc(pad),
    ]);
  }
  return Buffer.concat([base, Buffer.alloc(pad)]);
}

/** A real archive (a zip, or a minimal docx or xlsx) of exactly `size` bytes, padded by a stored entry. */
export function paddedArchive(ext: 'zip' | 'docx' | 'xlsx', size: number): Buffer {
  const make = (extra: ZipEntry[]) =>
    ext === 'docx'
      ? minimalDocx(extra)
      : ext === 'xlsx'
        ? minimalXlsx(extra)
        : makeZip([{ name: 'readme.txt', data: 'My save file.\n' }, ...extra]);
  const pad = (n: number): ZipEntry => ({ name: 'notes.txt', data: Buffer.alloc(n, 0x61), method: 'store' });
  const n = size - make([pad(0)]).length;
  return make(n >= 0 ? [pad(n)] : []);
}

/**
 * A file of `size` bytes that passes as `ext`: for an image or an archive, a real one padded to
 * that size (see paddedImage, paddedArchive; smaller sizes give the smallest there is); otherwise its sample head, then filler (letters for text).
 */
export function sampleFile(ext: string, size = 1024): Buffer {
  if (ext === 'png' || ext === 'gif') return paddedImage(ext, size);
  if (ext === 'jpg' || ext === 'jpeg') return paddedImage('jpg', size);
  if (ext === 'zip' || ext === 'docx' || ext === 'xlsx') return paddedArchive(ext, size);
  const head = SAMPLES[ext];
  if (!head) throw new Error(`no sample for .${ext}`);
  const out = Buffer.alloc(size, ext === 'txt' ? 0x61 : 0x00);
  head.copy(out, 0, 0, Math.min(head.length, size));
  return out;
}

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipartBody(name: string, content: Buffer, extra: { field?: string; boundary?: string } = {}) {
  const boundary = extra.boundary ?? `----guildhall${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${extra.field ?? 'file'}"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { boundary, head, tail, body: Buffer.concat([head, content, tail]) };
}
