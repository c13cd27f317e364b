// Real files to upload, made on the spot: a PNG a browser and the server's image decoder can read,
// and a one-page PDF. Shared by the scripts that drive the real server (scripts/kill-test.ts) and
// the browser tests (tests/e2e), which need files that pass the server's checks of their bytes.
import { randomFillSync } from 'node:crypto';
import zlib from 'node:zlib';

/** One PNG chunk: length, type, data and the CRC-32 of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG of `width`×`height` 8-bit RGB pixels whose image data is `rows` deflated: each row a filter
 * byte and then 3 bytes a pixel. The header alone says the size, so `rows` may hold less than it
 * claims (a file that only looks large).
 */
export function rgbPng(width: number, height: number, rows: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A `size`×`size` PNG of one colour (it shows, so a test can see it loaded). */
export function solidPng(size: number, rgb: readonly [number, number, number]): Buffer {
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  return rgbPng(size, size, Buffer.concat(Array.from({ length: size }, () => row)));
}

/** A PNG of random pixels (they do not compress: the file is about 3 bytes a pixel). */
export function noisePng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  randomFillSync(rows);
  for (let y = 0; y < height; y += 1) rows[y * (width * 3 + 1)] = 0; // filter: none
  return rgbPng(width, height, rows);
}

/** A valid one-page PDF showing `text`; `padding`, when given, goes into a comment of its content (to make the file larger). */
export function onePagePdf(text: string, padding = ''): Buffer {
  const content = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET\n${padding ? `% ${padding}\n` : ''}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
