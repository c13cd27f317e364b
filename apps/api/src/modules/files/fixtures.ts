// Leading bytes of a file of each kind the site takes, for the sniffing and upload tests.
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

/** A file of `size` bytes that passes as `ext`: its sample head, then filler (letters for text). */
export function sampleFile(ext: string, size = 1024): Buffer {
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
