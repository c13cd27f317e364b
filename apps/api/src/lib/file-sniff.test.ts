import { describe, expect, it } from 'vitest';
import { ATTACHMENT_EXTENSIONS } from '@guildhall/contract/attachments';
import { bytes, EXE, HTML, pad, SAMPLES } from '../../test/file-samples';
import { isUtf8, sniffContentType, SNIFFABLE_EXTENSIONS, SNIFF_BYTES } from './file-sniff';

describe('sniffContentType', () => {
  it('knows every extension the site takes', () => {
    const all = Object.values(ATTACHMENT_EXTENSIONS).flat();
    expect([...SNIFFABLE_EXTENSIONS].sort()).toEqual([...all].sort());
  });

  it.each(Object.entries(SAMPLES))('accepts a real .%s', (ext, head) => {
    expect(sniffContentType(ext, head, { complete: true })).toEqual(expect.any(String));
    expect(sniffContentType(ext.toUpperCase(), head, { complete: true })).toBe(
      sniffContentType(ext, head, { complete: true }),
    );
  });

  it('answers the content type of the verified kind', () => {
    expect(sniffContentType('png', SAMPLES.png!)).toBe('image/png');
    expect(sniffContentType('jpg', SAMPLES.jpg!)).toBe('image/jpeg');
    expect(sniffContentType('jpeg', SAMPLES.jpeg!)).toBe('image/jpeg');
    expect(sniffContentType('gif', bytes('GIF87a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(sniffContentType('mp4', SAMPLES.mp4!)).toBe('video/mp4');
    expect(sniffContentType('webm', SAMPLES.webm!)).toBe('video/webm');
    expect(sniffContentType('ogg', SAMPLES.ogg!)).toBe('video/ogg');
    expect(sniffContentType('avi', SAMPLES.avi!)).toBe('video/x-msvideo');
    expect(sniffContentType('zip', SAMPLES.zip!)).toBe('application/zip');
    expect(sniffContentType('zip', pad(bytes('PK', [0x05, 0x06])))).toBe('application/zip'); // empty archive
    expect(sniffContentType('docx', SAMPLES.docx!)).toMatch(/wordprocessingml/);
    expect(sniffContentType('xlsx', SAMPLES.xlsx!)).toMatch(/spreadsheetml/);
    expect(sniffContentType('pdf', SAMPLES.pdf!)).toBe('application/pdf');
    expect(sniffContentType('doc', SAMPLES.doc!)).toBe('application/msword');
    expect(sniffContentType('txt', SAMPLES.txt!, { complete: true })).toBe('text/plain; charset=utf-8');
  });

  it('refuses every kind whose bytes are another kind', () => {
    for (const [ext, _] of Object.entries(SAMPLES)) {
      for (const [other, head] of Object.entries(SAMPLES)) {
        const sameFamily =
          ext === other ||
          (['jpg', 'jpeg'].includes(ext) && ['jpg', 'jpeg'].includes(other)) ||
          (['zip', 'docx', 'xlsx'].includes(ext) && ['zip', 'docx', 'xlsx'].includes(other));
        if (sameFamily) continue;
        // Every sample but the text one has binary bytes, so only text could pass as .txt.
        expect(sniffContentType(ext, head, { complete: true }), `${other} bytes named .${ext}`).toBeNull();
      }
    }
  });

  it('refuses the classic spoofs', () => {
    expect(sniffContentType('pdf', SAMPLES.png!)).toBeNull(); // a PNG named .pdf
    expect(sniffContentType('jpg', HTML)).toBeNull(); // an HTML page named .jpg
    expect(sniffContentType('png', Buffer.from('function steal() { fetch("/api") }'))).toBeNull(); // script as .png
    expect(sniffContentType('zip', EXE)).toBeNull(); // a Windows program named .zip
    expect(sniffContentType('txt', EXE)).toBeNull(); // … or .txt
    expect(sniffContentType('doc', SAMPLES.docx!)).toBeNull();
    expect(sniffContentType('png', Buffer.from('\x89PNG', 'latin1'))).toBeNull(); // cut short
  });

  it('refuses what it does not know and empty files', () => {
    expect(sniffContentType('exe', EXE)).toBeNull();
    expect(sniffContentType('html', HTML)).toBeNull();
    expect(sniffContentType('svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffContentType('', SAMPLES.png!)).toBeNull();
    expect(sniffContentType('txt', Buffer.alloc(0), { complete: true })).toBeNull();
    expect(sniffContentType('png', Buffer.alloc(0), { complete: true })).toBeNull();
  });

  it('requires a sane ftyp box for mp4 and the AVI form type for avi', () => {
    expect(sniffContentType('mp4', pad(bytes([0, 0, 0, 0], 'ftypisom')))).toBeNull(); // box size 0
    expect(sniffContentType('mp4', bytes([0, 0, 0, 0x20], 'ftyp'))).toBeNull(); // no brand
    expect(sniffContentType('avi', pad(bytes('RIFF', [0x24, 0x10, 0, 0], 'WAVEfmt ')))).toBeNull(); // a WAV
  });

  describe('text', () => {
    it('takes UTF-8 in any script, with or without a byte order mark, and Latin-1', () => {
      expect(
        sniffContentType('txt', Buffer.from('캐릭터가 사라졌어요. 도와주세요!\n日本語のテキスト', 'utf8'), {
          complete: true,
        }),
      ).toBe('text/plain; charset=utf-8');
      expect(
        sniffContentType('txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('hello')]), {
          complete: true,
        }),
      ).toBe('text/plain; charset=utf-8');
      expect(sniffContentType('txt', Buffer.from('Caf\xe9 cr\xe8me br\xfbl\xe9e', 'latin1'), { complete: true })).toBe(
        'text/plain; charset=windows-1252',
      );
    });

    it('refuses NUL and other binary control bytes within the first 4 KB', () => {
      expect(sniffContentType('txt', Buffer.from('hello\u0000world'), { complete: true })).toBeNull();
      expect(sniffContentType('txt', Buffer.from('hello\u0001world'), { complete: true })).toBeNull();
      expect(sniffContentType('txt', Buffer.from('\xff\xfeh\x00i\x00', 'latin1'), { complete: true })).toBeNull(); // UTF-16
      const late = Buffer.concat([Buffer.alloc(SNIFF_BYTES, 0x61), Buffer.from([0])]);
      expect(sniffContentType('txt', late)).toBe('text/plain; charset=utf-8'); // only the first 4 KB count
    });

    it('does not hold a character cut at the end of the window against the file', () => {
      const head = Buffer.concat([Buffer.alloc(SNIFF_BYTES - 1, 0x61), Buffer.from('한', 'utf8').subarray(0, 1)]);
      expect(sniffContentType('txt', head, { complete: false })).toBe('text/plain; charset=utf-8');
      // …but a whole file ending mid-character is not UTF-8.
      expect(sniffContentType('txt', head, { complete: true })).toBe('text/plain; charset=windows-1252');
    });
  });
});

describe('isUtf8', () => {
  it('follows RFC 3629', () => {
    expect(isUtf8(Buffer.from('plain ascii'))).toBe(true);
    expect(isUtf8(Buffer.from('é 한 😀', 'utf8'))).toBe(true);
    expect(isUtf8(Buffer.from([0xc0, 0x80]))).toBe(false); // overlong NUL
    expect(isUtf8(Buffer.from([0xe0, 0x80, 0x80]))).toBe(false); // overlong
    expect(isUtf8(Buffer.from([0xed, 0xa0, 0x80]))).toBe(false); // surrogate
    expect(isUtf8(Buffer.from([0xf4, 0x90, 0x80, 0x80]))).toBe(false); // above U+10FFFF
    expect(isUtf8(Buffer.from([0x80]))).toBe(false); // stray continuation
    expect(isUtf8(Buffer.from([0xe2, 0x82]))).toBe(false); // cut short
    expect(isUtf8(Buffer.from([0xe2, 0x82]), true)).toBe(true); // … unless the window was cut
    expect(isUtf8(Buffer.from([0xe2, 0x41]), true)).toBe(false);
  });
});
