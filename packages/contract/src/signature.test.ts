import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSignature, isNonce, makeNonce, signRequest } from './signature';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('request signature', () => {
  it('hashes METHOD, PATH, TIMESTAMP, NONCE, TOKEN and the body hash, as docs/wire-contract.md says', async () => {
    const body = '{"a":1}';
    const expected = sha(['POST', '/inquiries', '1700000000000', 'abcDEF', 'tok', sha(body)].join('\n'));
    await expect(
      computeSignature({
        method: 'post',
        path: '/inquiries',
        timestamp: '1700000000000',
        nonce: 'abcDEF',
        token: 'tok',
        body,
      }),
    ).resolves.toBe(expected);
    const noToken = sha(['POST', '/files', '1', 'abcdef', '', sha('')].join('\n'));
    await expect(computeSignature({ method: 'POST', path: '/files', timestamp: '1', nonce: 'abcdef' })).resolves.toBe(
      noToken,
    );
  });

  it('makes six-letter nonces that differ', () => {
    const nonces = new Set(Array.from({ length: 50 }, makeNonce));
    expect(nonces.size).toBeGreaterThan(45);
    for (const n of nonces) expect(isNonce(n)).toBe(true);
    expect(isNonce('abc12f')).toBe(false);
  });

  it('signs with the current time and a fresh nonce', async () => {
    const h = await signRequest({ method: 'POST', path: '/x', body: '{}', now: 1234567890123 });
    expect(h['x-timestamp']).toBe('1234567890123');
    expect(h['x-sign']).toBe(
      await computeSignature({
        method: 'POST',
        path: '/x',
        body: '{}',
        timestamp: '1234567890123',
        nonce: h['x-nonce']!,
      }),
    );
  });
});
