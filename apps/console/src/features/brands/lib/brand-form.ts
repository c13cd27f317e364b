// The brand editor's values as typed (strings, the size limit in MB) and the API's body
// (BrandEditSchema: bytes, a #rrggbb colour), both ways, with an error per field.
import type { AdminBrand, BrandEdit } from '@guildhall/contract/staff-admin';
import { BrandEditSchema } from '@guildhall/contract/staff-admin';

export const MB = 1024 * 1024;
/** The API's bounds of the size limit per file (BrandEditSchema: 1 KB to 100 MB). */
export const MIN_ATTACHMENT_BYTES = 1024;
export const MAX_ATTACHMENT_BYTES = 100 * MB;

export interface BrandFormValues {
  name: string;
  /** One host a line. */
  hosts: string;
  mainColor: string;
  radius: string;
  footer: BrandEdit['footer'];
  defaultArea: BrandEdit['defaultArea'];
  userCenter: boolean;
  rechargeButton: boolean;
  carousel: BrandEdit['carousel'];
  /** Hours within which the first reply usually comes (players are told on filing). */
  replyWithinHours: string;
  company: string;
  contactEmail: string;
  attachmentMaxFiles: string;
  /** The size limit per file in MB (1 MB = 1,048,576 bytes, as the player site shows it). */
  attachmentMaxMb: string;
  /** The stored limit in bytes: kept exactly while the MB shown for it is not changed. */
  storedBytes: number | null;
}
export type BrandField = Exclude<keyof BrandFormValues, 'storedBytes'>;
/** What is wrong with a field, as a dictionary key's last part (admin.brandErrors.*). */
export type BrandFieldError =
  'required' | 'color' | 'contrast' | 'hosts' | 'radius' | 'email' | 'files' | 'size' | 'replyHours' | 'invalid';

/** `#6C5CE7`, `6c5ce7`, `#abc` → `#6c5ce7` / `#aabbcc`; anything else → null. */
export function normalizeHex(value: string): string | null {
  const v = value.trim().toLowerCase().replace(/^#?/, '#');
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  return null;
}

/** Bytes as MB for the form: at most two decimals (three below 1 MB), no trailing zeros. */
export function bytesToMb(bytes: number): string {
  const mb = bytes / MB;
  return String(Number(mb.toFixed(mb < 1 ? 3 : 2)));
}

/** MB as typed (a comma works as the decimal mark too) → whole bytes; null when not a number. */
export function mbToBytes(mb: string): number | null {
  const v = mb.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(v)) return null;
  return Math.round(Number(v) * MB);
}

/** The bytes the form stands for: the stored value while its MB text is untouched (2 decimals would round it), else the MB typed. */
export function formBytes(f: Pick<BrandFormValues, 'attachmentMaxMb' | 'storedBytes'>): number | null {
  if (f.storedBytes !== null && f.attachmentMaxMb.trim() === bytesToMb(f.storedBytes)) return f.storedBytes;
  return mbToBytes(f.attachmentMaxMb);
}

export function brandToForm(b: AdminBrand): BrandFormValues {
  return {
    name: b.name,
    hosts: b.hosts.join('\n'),
    mainColor: b.mainColor.toLowerCase(),
    radius: String(b.radius),
    footer: b.footer,
    defaultArea: b.defaultArea,
    userCenter: b.userCenter,
    rechargeButton: b.rechargeButton,
    carousel: b.carousel,
    replyWithinHours: String(b.replyWithinHours),
    company: b.company,
    contactEmail: b.contactEmail,
    attachmentMaxFiles: String(b.attachmentMaxFiles),
    attachmentMaxMb: bytesToMb(b.attachmentMaxBytes),
    storedBytes: b.attachmentMaxBytes,
  };
}

const int = (v: string) => (/^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN);

const ERROR_OF: Partial<Record<BrandField, BrandFieldError>> = {
  name: 'required',
  hosts: 'hosts',
  mainColor: 'color',
  radius: 'radius',
  replyWithinHours: 'replyHours',
  company: 'required',
  contactEmail: 'email',
  attachmentMaxFiles: 'files',
  attachmentMaxMb: 'size',
};

export type BrandFormResult =
  { ok: true; body: BrandEdit } | { ok: false; errors: Partial<Record<BrandField, BrandFieldError>> };

/** The API's body from the form, or the fields to fix (checked with the contract's own schema). */
export function formToBrandEdit(f: BrandFormValues): BrandFormResult {
  const errors: Partial<Record<BrandField, BrandFieldError>> = {};
  const color = normalizeHex(f.mainColor);
  if (!color) errors.mainColor = 'color';
  const bytes = formBytes(f);
  if (bytes === null || bytes < MIN_ATTACHMENT_BYTES || bytes > MAX_ATTACHMENT_BYTES) errors.attachmentMaxMb = 'size';
  const candidate = {
    name: f.name,
    hosts: f.hosts
      .split(/[\s,]+/)
      .map((h) => h.trim())
      .filter(Boolean),
    mainColor: color ?? f.mainColor,
    radius: int(f.radius),
    footer: f.footer,
    defaultArea: f.defaultArea,
    userCenter: f.userCenter,
    rechargeButton: f.rechargeButton,
    carousel: f.carousel,
    replyWithinHours: int(f.replyWithinHours),
    company: f.company,
    contactEmail: f.contactEmail,
    attachmentMaxFiles: int(f.attachmentMaxFiles),
    attachmentMaxBytes: bytes ?? Number.NaN,
  };
  const parsed = BrandEditSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'attachmentMaxBytes' ? 'attachmentMaxMb' : (issue.path[0] as BrandField);
      // The contract's colour rule (colors.ts): no text reaches 4.5:1 on it.
      errors[key] ??= issue.message === 'low_contrast' ? 'contrast' : (ERROR_OF[key] ?? 'invalid');
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
