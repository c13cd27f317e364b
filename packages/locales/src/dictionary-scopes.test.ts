import { describe, expect, it } from 'vitest';
import ru from '../player/ru.json';
import ar from '../player/ar.json';
import { PAGE_SCOPES, pickScope } from './dictionary-scopes.js';

type Texts = Record<string, Record<string, unknown> | string>;
const scopes = ['shell', ...Object.keys(PAGE_SCOPES)];

describe('dictionary scopes', () => {
  it("leaves a file upload's refusals to the support center's chunk, plural forms included", () => {
    const shell = pickScope('shell', ru) as Texts;
    const support = pickScope('support', ru) as Texts;
    expect(shell.errors).toHaveProperty('network');
    expect(shell.errors).not.toHaveProperty('fileTypeMismatch');
    expect(Object.keys(shell.errors!).some((k) => k.startsWith('tooManyAttachments'))).toBe(false);
    expect(support.errors).toHaveProperty('fileTypeMismatch');
    expect(
      Object.keys(support.errors!)
        .filter((k) => k.startsWith('tooManyAttachments_'))
        .sort(),
    ).toEqual([
      'tooManyAttachments_few',
      'tooManyAttachments_many',
      'tooManyAttachments_one',
      'tooManyAttachments_other',
    ]);
    expect(support.errors).not.toHaveProperty('network');
    expect(support).toHaveProperty('support');
  });

  it.each([
    ['ru', ru],
    ['ar', ar],
  ] as const)('puts every text of %s in exactly one scope', (_lang, dict) => {
    const seen = new Map<string, number>();
    for (const scope of scopes) {
      for (const [section, texts] of Object.entries(pickScope(scope, dict) as Texts)) {
        for (const key of typeof texts === 'string' ? [''] : Object.keys(texts))
          seen.set(`${section}.${key}`, (seen.get(`${section}.${key}`) ?? 0) + 1);
      }
    }
    const all = Object.entries(dict as unknown as Texts).flatMap(([section, texts]) =>
      typeof texts === 'string' ? [`${section}.`] : Object.keys(texts).map((k) => `${section}.${k}`),
    );
    expect([...seen.keys()].sort()).toEqual(all.sort());
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });
});
