// @vitest-environment happy-dom
// SLA attainment in the reports: a row per brand and priority, met and missed, and the share met.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../../test/render';
import { SlaAttainment } from './sla-attainment';

describe('SLA attainment table', () => {
  it('says met, missed and the share on time per brand and priority', () => {
    renderPage(
      <SlaAttainment
        caption="SLA attainment"
        brandName={(id) => ({ nova: 'Nova Games' })[id] ?? id}
        rows={[
          {
            brand: 'nova',
            priority: 3,
            firstResponseMet: 3,
            firstResponseBreached: 1,
            resolutionMet: 0,
            resolutionBreached: 0,
          },
          {
            brand: 'nova',
            priority: 1,
            firstResponseMet: 0,
            firstResponseBreached: 2,
            resolutionMet: 1,
            resolutionBreached: 1,
          },
        ]}
      />,
    );
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Nova Games', 'Urgent', '3', '1', '75%', '0', '0', '—'],
      ['Nova Games', 'Normal', '0', '2', '0%', '1', '1', '50%'],
    ]);
  });
  it('says when no inquiry had a policy', () => {
    renderPage(<SlaAttainment caption="SLA attainment" brandName={(id) => id} rows={[]} />);
    expect(screen.getByText('No inquiry of the period had an SLA policy.')).toBeTruthy();
  });
});
