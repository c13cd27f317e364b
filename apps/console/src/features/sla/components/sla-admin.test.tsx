// @vitest-environment happy-dom
// What the SLA page offers follows what the API allows: an admin of every brand changes the
// shared calendars and the policies of every brand; an admin of some brands reads them, is told
// why they cannot change them, and keeps their own brands' policies (no "any brand" to choose).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { slaPaths } from '@guildhall/contract/sla';
import { answer, renderPage } from '../../../../test/render';
import { SlaAdmin } from './sla-admin';

const week = [
  [],
  [['09:00', '18:00']],
  [['09:00', '18:00']],
  [['09:00', '18:00']],
  [['09:00', '18:00']],
  [['09:00', '18:00']],
  [],
];
const CALENDARS = [
  {
    id: 1,
    name: 'Seoul office',
    area: 'kr',
    timeZone: 'Asia/Seoul',
    periods: week,
    holidays: [],
    policies: 2,
    updatedAt: '2026-12-01T00:00:00Z',
  },
];
const policy = (id: number, name: string, brand: string | null) => ({
  id,
  name,
  brand,
  area: null,
  priority: null,
  tier: null,
  calendarId: 1,
  firstResponseMinutes: 120,
  nextResponseMinutes: 60,
  resolutionMinutes: 600,
  warnMinutes: 30,
  updatedAt: '2026-12-01T00:00:00Z',
});
const POLICIES = [policy(1, 'Everywhere', null), policy(2, 'Nova normal', 'nova')];

function stubSla() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(0, String(url).includes(slaPaths.calendars) ? CALENDARS : POLICIES)),
  );
}
afterEach(() => vi.unstubAllGlobals());

/** The row a calendar or policy heads (its name in bold; a policy's calendar is named under it too). */
const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr')!;

describe('the SLA page', () => {
  it('lets an admin of every brand change calendars and the policies of every brand', async () => {
    stubSla();
    renderPage(<SlaAdmin brands={[{ id: 'nova', name: 'Nova' }]} everyBrand />);
    await waitFor(() => expect(screen.getByText('Everywhere')).toBeTruthy());
    expect(within(rowOf('Everywhere')).getByRole('button', { name: 'Edit: Everywhere' })).toBeTruthy();
    expect(within(rowOf('Seoul office')).getByRole('button', { name: 'Delete: Seoul office' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New calendar' })).toBeTruthy();
  });

  it('shows an admin of some brands what applies to every brand as read-only, with the reason', async () => {
    stubSla();
    const { user } = renderPage(<SlaAdmin brands={[{ id: 'nova', name: 'Nova' }]} everyBrand={false} />);
    await waitFor(() => expect(screen.getByText('Everywhere')).toBeTruthy());
    const everywhere = rowOf('Everywhere');
    expect(within(everywhere).queryByRole('button')).toBeNull();
    expect(everywhere.textContent).toContain('only an admin of every brand can change it');
    expect(within(rowOf('Nova normal')).getByRole('button', { name: 'Edit: Nova normal' })).toBeTruthy();
    expect(within(rowOf('Seoul office')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New calendar' })).toBeNull();
    expect(document.body.textContent).toContain('Calendars are shared by the policies of every brand');

    await user.click(screen.getByRole('button', { name: 'New policy' }));
    const brand = screen.getByLabelText('Brand') as HTMLSelectElement;
    expect([...brand.options].map((o) => o.value)).toEqual(['nova']);
    expect(brand.value).toBe('nova');
  });
});
