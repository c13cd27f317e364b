// The brand editor's conversions: colours as #rrggbb (shorthand and case forgiven, anything else a
// mistake), the size limit typed in MB and sent in bytes (and back), every field checked with the
// contract's own schema.
import { describe, expect, it } from 'vitest';
import type { AdminBrand } from '@guildhall/contract/staff-admin';
import { brandToForm, bytesToMb, formBytes, formToBrandEdit, MB, mbToBytes, normalizeHex } from './brand-form';

const NOVA: AdminBrand = {
  id: 'nova',
  name: 'Nova Games',
  mainColor: '#6C5CE7',
  radius: 8,
  footer: 'standard',
  defaultArea: 'kr',
  userCenter: true,
  rechargeButton: true,
  carousel: 'coverflow',
  replyWithinHours: 24,
  logo: '/media/brands/nova-logo.svg',
  favicon: '/media/brands/nova-favicon.svg',
  company: 'Nova Games Inc.',
  contactEmail: 'help@nova.example',
  attachmentMaxFiles: 3,
  attachmentMaxBytes: 20 * MB,
  hosts: ['nova.example', 'www.nova.example'],
};

describe('brand colour', () => {
  it('accepts #rrggbb in any case, with or without #, and expands #rgb', () => {
    expect(normalizeHex('#6C5CE7')).toBe('#6c5ce7');
    expect(normalizeHex(' 6c5ce7 ')).toBe('#6c5ce7');
    expect(normalizeHex('#f80')).toBe('#ff8800');
  });
  it('refuses names, short or long codes and non-hex digits', () => {
    for (const bad of ['orange', '#ff88', '#ff88000', '#gg0000', '', 'rgb(1,2,3)'])
      expect(normalizeHex(bad), bad).toBeNull();
  });
  it('is a field error of the form, not a request', () => {
    const result = formToBrandEdit({ ...brandToForm(NOVA), mainColor: 'orange' });
    expect(result).toEqual({ ok: false, errors: { mainColor: 'color' } });
  });
  it('refuses a colour no text reaches 4.5:1 on (the contract rule), and takes one where dark text does', () => {
    // #777777: white 4.48:1, near-black 4.1:1; #0f6fff: 4.43 and 4.39. #00b894 (jade): dark text 7.2:1.
    for (const grey of ['#777777', '#0f6fff'])
      expect(formToBrandEdit({ ...brandToForm(NOVA), mainColor: grey }), grey).toEqual({
        ok: false,
        errors: { mainColor: 'contrast' },
      });
    expect(formToBrandEdit({ ...brandToForm(NOVA), mainColor: '#00b894' }).ok).toBe(true);
  });
});

describe('attachment size in MB ↔ bytes', () => {
  it('shows bytes as MB without needless decimals', () => {
    expect(bytesToMb(20 * MB)).toBe('20');
    expect(bytesToMb(2.5 * MB)).toBe('2.5');
    expect(bytesToMb(10_000_000)).toBe('9.54');
    expect(bytesToMb(1024)).toBe('0.001');
    expect(bytesToMb(512 * 1024)).toBe('0.5');
  });
  it('reads MB as typed (a comma too) into whole bytes', () => {
    expect(mbToBytes('20')).toBe(20 * MB);
    expect(mbToBytes('2.5')).toBe(2_621_440);
    expect(mbToBytes('2,5')).toBe(2_621_440);
    expect(mbToBytes('.5')).toBe(524_288);
    expect(mbToBytes('')).toBeNull();
    expect(mbToBytes('5 MB')).toBeNull();
    expect(mbToBytes('-1')).toBeNull();
  });
  it('round-trips whole and half megabytes', () => {
    for (const bytes of [524_288, MB, 5 * MB, 20 * MB, 100 * MB]) expect(mbToBytes(bytesToMb(bytes))).toBe(bytes);
  });
  it('keeps an odd stored limit exactly while its MB is not touched', () => {
    const form = brandToForm({ ...NOVA, attachmentMaxBytes: 10_000_000 });
    expect(form.attachmentMaxMb).toBe('9.54');
    expect(formBytes(form)).toBe(10_000_000);
    const saved = formToBrandEdit(form);
    expect(saved.ok && saved.body.attachmentMaxBytes).toBe(10_000_000);
    expect(formBytes({ ...form, attachmentMaxMb: '9.5' })).toBe(9_961_472);
  });
  it('keeps to the API bounds: 1 KB to 100 MB', () => {
    expect(formToBrandEdit({ ...brandToForm(NOVA), attachmentMaxMb: '100.5' })).toEqual({
      ok: false,
      errors: { attachmentMaxMb: 'size' },
    });
    expect(formToBrandEdit({ ...brandToForm(NOVA), attachmentMaxMb: '0.0001' })).toEqual({
      ok: false,
      errors: { attachmentMaxMb: 'size' },
    });
    expect(formToBrandEdit({ ...brandToForm(NOVA), attachmentMaxMb: 'lots' })).toEqual({
      ok: false,
      errors: { attachmentMaxMb: 'size' },
    });
  });
});

describe('the whole form', () => {
  it('gives back the body of POST /staff/admin/brands/:id, without logo or favicon', () => {
    const result = formToBrandEdit({
      ...brandToForm(NOVA),
      mainColor: '#F80',
      attachmentMaxMb: '8',
      hosts: 'nova.example\n\n  www.nova.example ',
    });
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Nova Games',
        hosts: ['nova.example', 'www.nova.example'],
        mainColor: '#ff8800',
        radius: 8,
        footer: 'standard',
        defaultArea: 'kr',
        userCenter: true,
        rechargeButton: true,
        carousel: 'coverflow',
        replyWithinHours: 24,
        company: 'Nova Games Inc.',
        contactEmail: 'help@nova.example',
        attachmentMaxFiles: 3,
        attachmentMaxBytes: 8 * MB,
      },
    });
  });
  it('names each field to fix', () => {
    const result = formToBrandEdit({
      ...brandToForm(NOVA),
      name: ' ',
      radius: '41',
      attachmentMaxFiles: '0',
      contactEmail: 'nope',
      hosts: 'bad host!',
      replyWithinHours: '0',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual({
        name: 'required',
        radius: 'radius',
        attachmentMaxFiles: 'files',
        contactEmail: 'email',
        hosts: 'hosts',
        replyWithinHours: 'replyHours',
      });
  });
});
