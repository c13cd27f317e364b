// @vitest-environment happy-dom
// The game editor checks with the contract's GameEditSchema before anything is sent: wrong fields
// are marked and named, a language whose text breaks a rule opens by itself, and a valid form is
// sent once with what was typed (blank languages left out).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AdminBrand, AdminGame } from '@guildhall/contract/staff-admin';
import { answer, enter, renderPage, stubFetch } from '../../../../test/render';
import { GameForm } from './game-form';

const BRAND = { id: 'nova', name: 'Nova', defaultArea: 'kr' } as AdminBrand;
const SAVED: AdminGame = {
  id: 9,
  brand: 'nova',
  gameName: 'Lantern Tide',
  area: 'kr',
  platforms: ['android', 'ios'],
  rechargeUrl: 'https://pay.example/9',
  repaymentUrl: 'https://pay.example/9/history',
  downloadUrl: null,
  sort: 0,
  visible: false,
  artwork: { logo: '/m/l.png', cover: '/m/c.png', banner: '/m/b.png', icon: '/m/i.png' },
  texts: { en: { title: 'Lantern Tide', subTitle: '', description: '' } },
};

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][])
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))] as const);

function open() {
  const fetchMock = stubFetch(answer(0, SAVED));
  const onSaved = vi.fn();
  const { user } = renderPage(<GameForm game={null} brands={[BRAND]} defaultBrand="nova" onSaved={onSaved} />);
  return { fetchMock, onSaved, user };
}

describe('the game editor', () => {
  it('marks and names the wrong fields and sends nothing', async () => {
    const { fetchMock, user } = open();
    await enter(user, field('Top-up link'), 'pay.example/9');
    await user.click(screen.getByRole('button', { name: 'Create game' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some values are not valid.');
    expect(field('Internal name').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field('Internal name'))).toEqual(['Enter a name of up to 100 characters.']);
    expect(describedBy(field('Top-up link'))).toEqual(['Enter a full address starting with http:// or https://.']);
    expect(document.activeElement).toBe(field('Internal name'));
    expect(posts(fetchMock)).toEqual([]);
  });

  it('opens the language whose text breaks a rule, then sends the game once it is right', async () => {
    const { fetchMock, onSaved, user } = open();
    await enter(user, field('Internal name'), 'Lantern Tide');
    await enter(user, field('Top-up link'), 'https://pay.example/9');
    await enter(user, field('Missing-purchase link'), 'https://pay.example/9/history');
    const tabs = screen.getAllByRole('tab');
    const english = tabs.find((tab) => tab.textContent?.includes('en'))!;
    // A subtitle without a title in English; the form starts on another language.
    await user.click(english);
    await enter(user, field('Subtitle'), 'Sail by lantern light');
    await user.click(tabs.find((tab) => tab !== english)!);
    await user.click(screen.getByRole('button', { name: 'Create game' }));
    await waitFor(() => expect(english.getAttribute('aria-selected')).toBe('true'));
    expect(describedBy(field('Title'))).toEqual(['A title is required (up to 100 characters).']);
    expect(posts(fetchMock)).toEqual([]);

    await enter(user, field('Title'), 'Lantern Tide');
    await user.click(screen.getByRole('button', { name: 'Create game' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
    expect(posts(fetchMock)).toEqual([
      [
        '/api/staff/admin/games',
        {
          brand: 'nova',
          gameName: 'Lantern Tide',
          area: 'kr',
          platforms: ['android', 'ios'],
          rechargeUrl: 'https://pay.example/9',
          repaymentUrl: 'https://pay.example/9/history',
          downloadUrl: null,
          sort: 0,
          visible: false,
          texts: { en: { title: 'Lantern Tide', subTitle: 'Sail by lantern light', description: '' } },
        },
      ],
    ]);
  });
});
