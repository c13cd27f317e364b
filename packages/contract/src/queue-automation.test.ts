import { describe, expect, it } from 'vitest';
import {
  BulkChangeSchema,
  ChangeTagsSchema,
  dueState,
  normalizeTag,
  PLAYER_TIERS,
  PRIORITIES,
  TAGS_PER_INQUIRY,
  tagsAfter,
  TagSchema,
  tierRank,
} from './queue-automation';
import { QueueQuerySchema } from './staff';

describe('priorities and tiers', () => {
  it('ranks priorities and tiers by their index, an unknown tier as standard', () => {
    expect(PRIORITIES.indexOf('urgent')).toBe(3);
    expect(PRIORITIES.indexOf('low')).toBe(0);
    expect(PLAYER_TIERS.map(tierRank)).toEqual([0, 1, 2, 3]);
    expect(tierRank('vip')).toBeGreaterThan(tierRank('gold'));
    expect(tierRank('diamond')).toBe(0);
    expect(tierRank(null)).toBe(0);
  });
});

describe('tags', () => {
  it('trims, makes one space of a run, lower-cases and normalises (NFC)', () => {
    expect(normalizeTag('  Launch \t Day ')).toEqual({ tag: 'launch day' });
    expect(normalizeTag('Cafe\u0301')).toEqual({ tag: 'café' });
    expect(normalizeTag('\u200b環境\u200b')).toEqual({ tag: '環境' });
  });
  it('refuses an empty tag, a long one and one with a comma', () => {
    expect(normalizeTag('   ')).toEqual({ rule: 'required' });
    expect(normalizeTag('x'.repeat(40))).toEqual({ tag: 'x'.repeat(40) });
    expect(normalizeTag('x'.repeat(41))).toEqual({ rule: 'too_long' });
    // Characters as players see them: 40 Thai syllables with their marks fit.
    expect('tag' in normalizeTag('กี่'.repeat(40))).toBe(true);
    expect(normalizeTag('a,b')).toEqual({ rule: 'invalid' });
    expect(TagSchema.safeParse('a,b').error?.issues[0]?.message).toBe('invalid');
  });
  it('de-duplicates a list after normalising and limits its length', () => {
    expect(ChangeTagsSchema.parse({ add: ['Refund', 'refund ', 'VIP'] })).toEqual({
      add: ['refund', 'vip'],
      remove: [],
    });
    expect(
      ChangeTagsSchema.safeParse({ add: Array.from({ length: TAGS_PER_INQUIRY + 1 }, (_, n) => `t${n}`) }).success,
    ).toBe(false);
    expect(ChangeTagsSchema.safeParse({}).error?.issues[0]).toMatchObject({ message: 'required', path: ['add'] });
  });
  it('computes the tags after a change: removal wins, order kept, no duplicates', () => {
    expect(tagsAfter(['a', 'b'], ['c', 'a'], ['b'])).toEqual(['a', 'c']);
    expect(tagsAfter([], ['x'], ['x'])).toEqual([]);
  });
});

describe('bulk changes', () => {
  it('needs something to do, at most a page of inquiries, each once', () => {
    expect(BulkChangeSchema.parse({ inquiryIds: [3, 3, 4], priority: 0 })).toEqual({
      inquiryIds: [3, 4],
      addTags: [],
      removeTags: [],
      priority: 0,
    });
    expect(BulkChangeSchema.safeParse({ inquiryIds: [1] }).success).toBe(false);
    expect(BulkChangeSchema.safeParse({ inquiryIds: [], priority: 1 }).success).toBe(false);
    expect(
      BulkChangeSchema.safeParse({ inquiryIds: Array.from({ length: 101 }, (_, n) => n + 1), priority: 1 }).success,
    ).toBe(false);
    expect(BulkChangeSchema.safeParse({ inquiryIds: [1], priority: 4 }).success).toBe(false);
  });
});

describe('due state', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  it('is ok, warning within the warn minutes, breached at or after the due time, null without one', () => {
    expect(dueState('2026-03-01T11:00:01Z', now, 60)).toBe('ok');
    expect(dueState('2026-03-01T11:00:00Z', now, 60)).toBe('warning');
    expect(dueState('2026-03-01T10:00:00Z', now, 60)).toBe('breached');
    expect(dueState('2026-03-01T09:00:00Z', now, 0)).toBe('breached');
    expect(dueState(null, now, 60)).toBeNull();
    expect(dueState('not a date', now, 60)).toBeNull();
  });
});

describe('the queue query', () => {
  it('takes the new filters and sorts, and a field value only with a field', () => {
    expect(
      QueueQuerySchema.parse({
        sort: 'due',
        tag: ' Refund ',
        priority: '3',
        tier: 'vip',
        fieldId: '7',
        fieldValue: 'apple',
      }),
    ).toMatchObject({ sort: 'due', tag: 'refund', priority: 3, tier: 'vip', fieldId: 7, fieldValue: 'apple' });
    expect(QueueQuerySchema.parse({ sort: 'priority', tag: '', priority: '', tier: '' })).toMatchObject({
      sort: 'priority',
      tag: undefined,
      priority: undefined,
      tier: undefined,
    });
    expect(QueueQuerySchema.safeParse({ fieldId: '7' }).error?.issues[0]).toMatchObject({
      message: 'required',
      path: ['fieldValue'],
    });
    expect(QueueQuerySchema.safeParse({ priority: '9' }).success).toBe(false);
    expect(QueueQuerySchema.safeParse({ tier: 'diamond' }).success).toBe(false);
  });
});
