// @vitest-environment happy-dom
// The regions editor starts from what is stored: every region with its servers, names in every
// language (shown one language at a time), and a save sends them all back, the untouched ones too.
// A server id is the game's, so a repeat across regions is caught before anything is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminGame, AdminRegions } from '@guildhall/contract/staff-admin';
import { answer, button, change, click, field, render, stubFetch, waitFor, type Rendered } from '../../../../test/render';
import { RegionsEditor } from './regions-editor';

const GAME: AdminGame = {
  id: 7,
  brand: 'hanami',
  gameName: 'Petal Quest',
  area: 'jp',
  platforms: ['ios'],
  rechargeUrl: 'https://pay.example/7',
  repaymentUrl: 'https://pay.example/7/refund',
  downloadUrl: null,
  sort: 0,
  visible: true,
  artwork: { logo: '/m/l.png', cover: '/m/c.png', banner: '/m/b.png', icon: '/m/i.png' },
  texts: { ja: { title: 'ペタルクエスト', subTitle: '', description: '' } },
};

const STORED: AdminRegions = {
  external: false,
  regions: [
    { gameAreaId: 'jp-east', names: { en: 'Japan East', ja: '東日本' }, servers: [{ serverId: 's1', names: { en: 'S1 Sakura', ja: 'S1 さくら' } }, { serverId: 's2', names: { en: 'S2 Kaede', ja: 'S2 かえで' } }] },
    { gameAreaId: 'jp-west', names: { en: 'Japan West', ja: '西日本' }, servers: [{ serverId: 's3', names: { en: 'S3 Tsubaki', ja: 'S3 つばき' } }] },
  ],
};

let page: Rendered | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

const input = (container: HTMLElement, label: string) => {
  const el = container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!el) throw new Error(`no input labelled ${label}`);
  return el;
};

describe('the regions editor', () => {
  it('shows the stored regions with their servers, in each language the names are in', async () => {
    const fetchMock = stubFetch(answer(0, STORED));
    page = render(<RegionsEditor game={GAME} languages={['ja', 'en']} />);
    const { container } = page;
    await waitFor(() => expect(container.querySelectorAll('.c-region')).toHaveLength(2));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/staff/admin/games/7/regions');
    // Opens in English, where there are English names.
    expect(field<HTMLSelectElement>(container, 'Names in').value).toBe('en');
    expect([...container.querySelectorAll<HTMLInputElement>('.c-region__head input')].map((i) => i.value)).toEqual(['jp-east', 'Japan East', 'jp-west', 'Japan West']);
    expect(input(container, 'ID of server 2 in jp-east').value).toBe('s2');
    expect(input(container, 'Name of server 2 in jp-east').value).toBe('S2 Kaede');
    expect(input(container, 'ID of server 1 in jp-west').value).toBe('s3');
    expect(container.textContent).not.toContain('No servers');
    expect(container.textContent).not.toContain("the game's own backend");
    change(field<HTMLSelectElement>(container, 'Names in'), 'ja');
    expect(input(container, 'Name of server 1 in jp-west').value).toBe('S3 つばき');
  });

  it('sends every stored name back with the edits, and numbers a new server after the game’s last', async () => {
    const fetchMock = stubFetch(answer(0, STORED), answer(0), answer(0, STORED));
    page = render(<RegionsEditor game={GAME} languages={['ja', 'en']} />);
    const { container } = page;
    await waitFor(() => expect(container.querySelectorAll('.c-region')).toHaveLength(2));
    change(input(container, 'Name of server 1 in jp-west'), 'S3 Camellia');
    await click(container.querySelectorAll<HTMLButtonElement>('.c-region > fieldset > button')[0]!); // "Add server" of jp-east
    expect(input(container, 'ID of server 3 in jp-east').value).toBe('s4');
    change(input(container, 'Name of server 3 in jp-east'), 'S4 Fuji');
    await click(button(container, 'Save regions and servers…'));
    expect(container.querySelector('[role="alertdialog"]')?.textContent).toContain('Regions: 2, servers: 4.');
    await click(button(container, 'Replace'));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    const [url, init] = fetchMock.mock.calls[1]! as [string, RequestInit];
    expect(url).toBe('/api/staff/admin/games/7/regions');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      regions: [
        {
          gameAreaId: 'jp-east',
          names: { en: 'Japan East', ja: '東日本' },
          servers: [
            { serverId: 's1', names: { en: 'S1 Sakura', ja: 'S1 さくら' } },
            { serverId: 's2', names: { en: 'S2 Kaede', ja: 'S2 かえで' } },
            { serverId: 's4', names: { en: 'S4 Fuji' } },
          ],
        },
        { gameAreaId: 'jp-west', names: { en: 'Japan West', ja: '西日本' }, servers: [{ serverId: 's3', names: { en: 'S3 Camellia', ja: 'S3 つばき' } }] },
      ],
    });
    await waitFor(() => expect(container.ownerDocument.body.textContent).toContain('Saved. Regions: 2, servers: 4.'));
  });

  it('marks a server id used in two regions and sends nothing', async () => {
    const fetchMock = stubFetch(answer(0, STORED));
    page = render(<RegionsEditor game={GAME} languages={['ja', 'en']} />);
    const { container } = page;
    await waitFor(() => expect(container.querySelectorAll('.c-region')).toHaveLength(2));
    change(input(container, 'ID of server 1 in jp-west'), 'S1');
    await click(button(container, 'Save regions and servers…'));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('IDs must be filled in, unique');
    expect(input(container, 'ID of server 1 in jp-east').getAttribute('aria-invalid')).toBe('true');
    expect(input(container, 'ID of server 1 in jp-west').getAttribute('aria-invalid')).toBe('true');
    expect(input(container, 'ID of server 2 in jp-east').getAttribute('aria-invalid')).toBeNull();
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says when players get the game's regions from its own backend", async () => {
    stubFetch(answer(0, { external: true, regions: [] }));
    page = render(<RegionsEditor game={GAME} languages={['ja', 'en']} />);
    await waitFor(() => expect(page!.container.textContent).toContain("from the game's own backend"));
    expect(page.container.textContent).toContain('No regions. Add one to start.');
  });
});
