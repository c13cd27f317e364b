// Queue filters ↔ the URL's query string: defaults stay out of the URL, a bookmarked view comes
// back exactly, hand-edited nonsense falls back to the defaults, and the API query follows.
import { describe, expect, it } from 'vitest';
import { QueueQuerySchema } from '@guildhall/contract/staff';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  filtersFromSearch,
  filtersToApiQuery,
  filtersToSearch,
  type QueueFilters,
} from './queue-filters';

describe('queue filters and the URL', () => {
  it('reads an empty query as the default view: open inquiries, all, newest activity', () => {
    expect(filtersFromSearch('')).toEqual(DEFAULT_FILTERS);
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
  });

  it('writes every filter and reads it back unchanged', () => {
    const f: QueueFilters = {
      ...DEFAULT_FILTERS,
      brand: 'nova',
      game: 12,
      status: 1,
      openOnly: true,
      category: 7,
      region: 'kr-main',
      view: 'mine',
      sort: 'waiting',
      q: 'reward',
    };
    const search = filtersToSearch(f).toString();
    expect(search).toBe(
      'brand=nova&game=12&status=processing&category=7&region=kr-main&view=mine&sort=waiting&q=reward',
    );
    expect(filtersFromSearch(search)).toEqual(f);
    expect(activeFilterCount(f)).toBe(8);
  });

  it('keeps "all statuses" (open=false) and a search with spaces', () => {
    const f = { ...DEFAULT_FILTERS, openOnly: false, q: 'lost  my sword' };
    const search = filtersToSearch(f);
    expect(search.get('open')).toBe('false');
    expect(filtersFromSearch(search.toString())).toEqual(f);
  });

  it('drops what does not parse, and brands the staff member does not work for', () => {
    const f = filtersFromSearch(
      'brand=hanami&game=-3&status=solved&category=abc&region=%3Cscript%3E&view=everything&sort=random&open=maybe',
      ['nova', 'ember'],
    );
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(filtersFromSearch('brand=ember', ['nova', 'ember']).brand).toBe('ember');
    expect(filtersFromSearch('game=99999999999').game).toBeNull();
    expect(filtersFromSearch(`q=${'x'.repeat(300)}`).q).toHaveLength(100);
  });

  it('maps to the staff API query the contract accepts', () => {
    expect(filtersToApiQuery(DEFAULT_FILTERS)).toEqual({ view: 'all', sort: 'updated', pageSize: 25, open: 'true' });
    const q = filtersToApiQuery({
      ...DEFAULT_FILTERS,
      brand: 'nova',
      game: 12,
      status: 0,
      openOnly: true,
      category: 7,
      region: 'kr-main',
      view: 'unassigned',
      sort: 'waiting',
      q: ' 42 ',
    });
    // A chosen status replaces "open only".
    expect(q).toEqual({
      brand: 'nova',
      gameId: 12,
      status: 0,
      queryType: 7,
      region: 'kr-main',
      view: 'unassigned',
      sort: 'waiting',
      q: '42',
      pageSize: 25,
    });
    expect(QueueQuerySchema.safeParse(q).success).toBe(true);
    expect(filtersToApiQuery({ ...DEFAULT_FILTERS, openOnly: false })).not.toHaveProperty('open');
  });

  it('carries the tag, priority, tier and field filters and the due and priority sorts', () => {
    const f: QueueFilters = {
      ...DEFAULT_FILTERS,
      brand: 'nova',
      sort: 'due',
      tag: 'refund',
      priority: 3,
      tier: 'vip',
      field: { id: 9, value: 'apple' },
    };
    const search = filtersToSearch(f).toString();
    expect(search).toBe('brand=nova&sort=due&tag=refund&priority=3&tier=vip&field=9&value=apple');
    expect(filtersFromSearch(search)).toEqual(f);
    expect(activeFilterCount(f)).toBe(6);
    const q = filtersToApiQuery(f);
    expect(q).toMatchObject({ sort: 'due', tag: 'refund', priority: 3, tier: 'vip', fieldId: 9, fieldValue: 'apple' });
    expect(QueueQuerySchema.safeParse(q).success).toBe(true);
    expect(filtersFromSearch('sort=priority&priority=7&tier=diamond&field=9')).toEqual({
      ...DEFAULT_FILTERS,
      sort: 'priority',
    });
  });
});
