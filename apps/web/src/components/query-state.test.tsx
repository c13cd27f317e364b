// @vitest-environment happy-dom
// A section's states as a player reads them: an empty list says what it means and what to do next
// (a brand without games yet gives its contact address), a failure gives the page's words and a retry.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSite, TEST_BRAND } from '../../test/render';
import { ApiError } from '../lib/api-client';
import { NoGamesState, QueryState } from './query-state';

describe('QueryState', () => {
  it('says a brand has no games yet and how to reach its team, instead of "No data"', () => {
    const brand = { ...TEST_BRAND, contactEmail: 'help@nova.example' };
    renderSite(<QueryState error={null} isLoading={false} isEmpty empty={<NoGamesState />} />, {
      brand,
      toasts: false,
    });
    expect(screen.getByRole('status').textContent).toContain('No games are listed here yet.');
    expect(screen.getByRole('link', { name: 'help@nova.example' }).getAttribute('href')).toBe(
      'mailto:help@nova.example',
    );
    expect(document.body.textContent).not.toContain('No data');
  });

  it("gives a failure of ours in the page's words, with a retry that calls back", async () => {
    const retry = vi.fn();
    const { user } = renderSite(
      <QueryState
        error={new ApiError(-1, { code: -1, msg: 'internal', data: null }, 500)}
        isLoading={false}
        onRetry={retry}
      />,
      { toasts: false },
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong on our side.');
    expect(screen.getByRole('alert').textContent).not.toContain('internal');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
