// File names as players send them are untrusted text: they become a stored name (shown in the
// support center and offered on download) only after losing any path, control and direction
// characters, and then they travel in Content-Disposition in RFC 6266 / RFC 8187 form.
import { FILE_NAME_MAX } from '@guildhall/contract/attachments';

// C0 and C1 controls, DEL, and the invisible direction marks that can make "gpj.exe" read "exe.jpg".
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// Reserved on common file systems; browsers would replace them on download anyway.
const RESERVED = /[<>:"|?*]/g;

/**
 * The name to store for an upload: no folders (neither / nor \), no control or direction
 * characters, NFC, whitespace collapsed, no leading dots, and at most FILE_NAME_MAX characters
 * with the extension kept. Never empty: a name without a stem becomes `file.<ext>`.
 */
export function sanitizeFileName(raw: string | undefined | null): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(CONTROL, '').replace(RESERVED, '_').replace(/\s+/g, ' ').trim();
  const dot = cleaned.lastIndexOf('.');
  const ext = dot >= 0 ? cleaned.slice(dot + 1).trim() : '';
  let stem = (dot >= 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (!stem) stem = 'file';
  const extPart = ext ? `.${ext}` : '';
  const room = Math.max(1, FILE_NAME_MAX - Array.from(extPart).length);
  const chars = Array.from(stem);
  if (chars.length > room) stem = chars.slice(0, room).join('').trimEnd();
  return Array.from(`${stem}${extPart}`).slice(0, FILE_NAME_MAX).join('');
}

/** RFC 8187 value characters: everything else is percent-encoded as UTF-8. */
function rfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `inline` or `attachment` with an ASCII fallback name and the exact UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${rfc8187(name)}`;
}
