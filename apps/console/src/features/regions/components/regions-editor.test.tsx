// @vitest-environment happy-dom
// The regions editor starts from what is stored: every region with its servers, names in every
// language (shown one language at a time), and a save sends them all back, the untouched ones too.
// A server id is the game's, so a repeat across regions is caught before anything is sent.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminGame, AdminRegions } from '@guildhall/contract/staff-admin';
import { answer, enter, renderPage, stubFetch } from '../../../../test/render';
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
    {
      gameAreaId: 'jp-east',
      names: { en: 'Japan East', ja: '東日本' },
      servers: [
        { serverId: 's1', names: { en: 'S1 Sakura', ja: 'S1 さくら' } },
        { serverId: 's2', names: { en: 'S2 Kaede', ja: 'S2 かえで' } },
      ],
    },
    {
      gameAreaId: 'jp-west',
      names: { en: 'Japan West', ja: '西日本' },
      servers: [{ serverId: 's3', names: { en: 'S3 Tsubaki', ja: 'S3 つばき' } }],
    },
  ],
};

const input = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const button = (name: string) => screen.getByRole('button', { name });
/** The regions, one group (fieldset) each, named "Region 1", "Region 2"… */
const regions = () => screen.queryAllByRole('group', { name: /^Region \d+$/ });

function open(...answers: Response[]) {
  const fetchMock = stubFetch(...answers);
  const { user } = renderPage(<RegionsEditor game={GAME} languages={['ja', 'en']} />);
  return { fetchMock, user };
}

describe('the regions editor', () => {
  it('shows the stored regions with their servers, in each language the names are in', async () => {
    const { fetchMock, user } = open(answer(0, STORED));
    await waitFor(() => expect(regions()).toHaveLength(2));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/staff/admin/games/7/regions');
    // Opens in English, where there are English names.
    expect(screen.getByLabelText<HTMLSelectElement>('Names in').value).toBe('en');
    expect(
      regions().flatMap((r) => [
        within(r).getByLabelText<HTMLInputElement>('Region ID').value,
        within(r).getByLabelText<HTMLInputElement>('Name (en)').value,
      ]),
    ).toEqual(['jp-east', 'Japan East', 'jp-west', 'Japan West']);
    expect(input('ID of server 2 in jp-east').value).toBe('s2');
    expect(input('Name of server 2 in jp-east').value).toBe('S2 Kaede');
    expect(input('ID of server 1 in jp-west').value).toBe('s3');
    expect(document.body.textContent).not.toContain('No servers');
    expect(document.body.textContent).not.toContain("the game's own backend");
    await user.selectOptions(screen.getByLabelText('Names in'), 'ja');
    expect(input('Name of server 1 in jp-west').value).toBe('S3 つばき');
  });

  it('sends every stored name back with the edits, and numbers a new server after the game’s last', async () => {
    const { fetchMock, user } = open(answer(0, STORED), answer(0), answer(0, STORED));
    await waitFor(() => expect(regions()).toHaveLength(2));
    await user.clear(input('Name of server 1 in jp-west'));
    await enter(user, input('Name of server 1 in jp-west'), 'S3 Camellia');
    await user.click(within(regions()[0]!).getByRole('button', { name: 'Add server' })); // "Add server" of jp-east
    expect(input('ID of server 3 in jp-east').value).toBe('s4');
    await user.clear(input('Name of server 3 in jp-east'));
    await enter(user, input('Name of server 3 in jp-east'), 'S4 Fuji');
    await user.click(button('Save regions and servers…'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Regions: 2, servers: 4.');
    await user.click(button('Replace'));
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
        {
          gameAreaId: 'jp-west',
          names: { en: 'Japan West', ja: '西日本' },
          servers: [{ serverId: 's3', names: { en: 'S3 Camellia', ja: 'S3 つばき' } }],
        },
      ],
    });
    await waitFor(() => expect(document.body.textContent).toContain('Saved. Regions: 2, servers: 4.'));
  });

  it('marks a server id used in two regions and sends nothing', async () => {
    const { fetchMock, user } = open(answer(0, STORED));
    await waitFor(() => expect(regions()).toHaveLength(2));
    await user.clear(input('ID of server 1 in jp-west'));
    await user.type(input('ID of server 1 in jp-west'), 'S1');
    await user.click(button('Save regions and servers…'));
    expect(screen.getByRole('alert').textContent).toContain('IDs must be filled in, unique');
    expect(input('ID of server 1 in jp-east').getAttribute('aria-invalid')).toBe('true');
    expect(input('ID of server 1 in jp-west').getAttribute('aria-invalid')).toBe('true');
    expect(input('ID of server 2 in jp-east').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says when players get the game's regions from its own backend", async () => {
    open(answer(0, { external: true, regions: [] }));
    await waitFor(() => expect(document.body.textContent).toContain("from the game's own backend"));
    expect(document.body.textContent).toContain('No regions. Add one to start.');
  });
});
