// @vitest-environment happy-dom
// The charts are images with words: each names itself (<title>) and says its figures (<desc>), and
// the bars follow the scale.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../../test/render';
import { formatMinutes } from '../lib/chart';
import { AgeChart, FirstResponseChart, RatingsChart } from './charts';

/** The chart found as a screen reader finds it: an image whose name starts with its title (its figures follow). */
const chart = (title: string) =>
  screen.getByRole('img', { name: (name) => name.startsWith(title) }) as unknown as SVGSVGElement;

function describedBy(svg: SVGSVGElement): string[] {
  return (svg.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => svg.ownerDocument.getElementById(id)?.textContent ?? '');
}

describe('report charts', () => {
  it('draws first response bars on a readable axis, named and described', () => {
    renderPage(
      <FirstResponseChart
        title="First response time by Brand"
        format={(m) => formatMinutes(m, 'en')}
        rows={[
          { key: 'nova', label: 'Nova Games', avg: 75, median: 60 },
          { key: 'ember', label: 'Ember', avg: 30, median: 20 },
          { key: 'hanami', label: 'Hanami', avg: null, median: null },
        ]}
      />,
    );
    const svg = chart('First response time by Brand');
    expect(svg.getAttribute('role')).toBe('img');
    const [title, desc] = describedBy(svg);
    expect(title).toBe('First response time by Brand');
    expect(desc).toBe(
      'Nova Games: average 1.3 hr, median 1 hr; Ember: average 30 min, median 20 min; Hanami: no reply yet',
    );
    // Axis 0..80 min in round minutes, and bars in proportion (75 of 80, 30 of 80).
    expect([...svg.querySelectorAll('.c-chart__tick')].map((n) => n.textContent)).toEqual([
      '0',
      '20 min',
      '40 min',
      '60 min',
      '80 min',
    ]);
    const bars = [...svg.querySelectorAll('rect.c-chart__bar')].map((r) => Number(r.getAttribute('width')));
    expect(bars).toHaveLength(2);
    expect(bars[0]! / bars[1]!).toBeCloseTo(75 / 30, 5);
    expect(svg.textContent).toContain('no reply yet');
  });

  it('splits a rating bar by score and says the counts', () => {
    renderPage(
      <RatingsChart
        title="Ratings by Brand"
        rows={[{ key: 'ember', label: 'Ember', ratings: [0, 0, 1, 0, 3], avg: 4.5 }]}
      />,
    );
    const svg = chart('Ratings by Brand');
    expect(describedBy(svg)[1]).toBe('Ember: 0 × 1-star, 0 × 2-star, 1 × 3-star, 0 × 4-star, 3 × 5-star; average 4.5');
    const segments = [...svg.querySelectorAll('rect.c-chart__seg')].filter((r) => !r.closest('.c-chart__legend'));
    expect(segments.map((r) => r.getAttribute('class'))).toEqual([
      'c-chart__seg c-chart__seg--3',
      'c-chart__seg c-chart__seg--5',
    ]);
    expect(Number(segments[1]!.getAttribute('width')) / Number(segments[0]!.getAttribute('width'))).toBeCloseTo(3, 5);
  });

  it('draws open inquiries by age with whole-number ticks', () => {
    renderPage(
      <AgeChart
        title="Open inquiries by age"
        buckets={[
          { key: '<1d', label: '< 1 day', count: 3 },
          { key: '1-3d', label: '1–3 days', count: 1 },
          { key: '3-7d', label: '3–7 days', count: 0 },
          { key: '>7d', label: '> 7 days', count: 2 },
        ]}
      />,
    );
    const svg = chart('Open inquiries by age');
    expect(describedBy(svg)).toEqual(['Open inquiries by age', '< 1 day: 3, 1–3 days: 1, 3–7 days: 0, > 7 days: 2']);
    expect([...svg.querySelectorAll('.c-chart__tick')].map((n) => n.textContent)).toEqual(['0', '1', '2', '3']);
  });
});
