import { describe, expect, it } from 'vitest';
import { diffJson, flatten } from './json-diff';

describe('audit diff', () => {
  it('flattens nested objects to paths and keeps arrays whole', () => {
    expect([...flatten({ a: 1, texts: { ko: { title: 'A' } }, hosts: ['x', 'y'] })]).toEqual([
      ['a', 1],
      ['texts.ko.title', 'A'],
      ['hosts', ['x', 'y']],
    ]);
  });

  it('lists what changed and what was added; a field the edit did not send is not "removed"', () => {
    const before = { name: 'Nova', mainColor: '#6c5ce7', logo: '/media/l.svg', texts: { ko: { title: '스타폴' } } };
    const after = {
      name: 'Nova',
      mainColor: '#ff8800',
      texts: { ko: { title: '스타폴 리마스터' }, en: { title: 'Starfall' } },
    };
    expect(diffJson(before, after)).toEqual({
      rows: [
        { path: 'mainColor', kind: 'changed', before: '#6c5ce7', after: '#ff8800' },
        { path: 'texts.ko.title', kind: 'changed', before: '스타폴', after: '스타폴 리마스터' },
        { path: 'texts.en.title', kind: 'added', after: 'Starfall' },
      ],
      unchanged: 1,
    });
  });

  it('shows a creation as all added and a deletion as all removed', () => {
    expect(diffJson(null, { title: 'Hi' }).rows).toEqual([{ path: 'title', kind: 'added', after: 'Hi' }]);
    expect(diffJson({ title: 'Hi' }, null).rows).toEqual([{ path: 'title', kind: 'removed', before: 'Hi' }]);
  });
});
