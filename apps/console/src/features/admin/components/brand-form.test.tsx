// @vitest-environment happy-dom
// The brand editor on the page: a wrong colour is caught before anything is sent, the colour
// picker and the hex field stay in step, and the size typed in MB reaches the API in bytes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBrand } from '@guildhall/contract/staff-admin';
import { answer, button, change, click, field, render, stubFetch, waitFor, type Rendered } from '../../../../test/render';
import { BrandForm } from './brand-form';

const NOVA: AdminBrand = {
  id: 'nova',
  name: 'Nova Games',
  mainColor: '#6c5ce7',
  radius: 8,
  footer: 'standard',
  defaultArea: 'kr',
  userCenter: true,
  rechargeButton: false,
  carousel: 'coverflow',
  logo: '/media/l.svg',
  favicon: '/media/f.svg',
  company: 'Nova Games Inc.',
  contactEmail: 'help@nova.example',
  attachmentMaxFiles: 3,
  attachmentMaxBytes: 20 * 1024 * 1024,
  hosts: ['nova.example'],
};

let page: Rendered | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

describe('the brand editor', () => {
  it('shows the size in MB and refuses a colour that is not #rrggbb without calling the API', async () => {
    const fetchMock = stubFetch();
    page = render(<BrandForm brand={NOVA} />);
    expect(field(page.container, 'Size per file').value).toBe('20');
    expect(page.container.textContent).toContain('= 20,971,520 bytes');
    const hex = field(page.container, 'Main colour');
    expect(hex.value).toBe('#6c5ce7');
    change(hex, 'purple');
    await click(button(page.container, 'Save'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(page.container.textContent).toContain('Enter a colour as # and six hex digits');
    expect(hex.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the picked colour and the size in bytes, and previews them', async () => {
    const fetchMock = stubFetch(answer(0));
    page = render(<BrandForm brand={NOVA} />);
    change(page.container.querySelector<HTMLInputElement>('input[type="color"]')!, '#ff8800');
    expect(field(page.container, 'Main colour').value).toBe('#ff8800');
    expect(page.container.querySelector<HTMLElement>('.c-brand-preview__swatch')!.style.background).toMatch(/#ff8800|rgb\(255, 136, 0\)/);
    change(field(page.container, 'Size per file'), '2.5');
    expect(page.container.textContent).toContain('= 2,621,440 bytes');
    change(field(page.container, 'Corner radius'), '12');
    await click(button(page.container, 'Save'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/staff/admin/brands/nova');
    expect(JSON.parse(String(init.body))).toMatchObject({ mainColor: '#ff8800', radius: 12, attachmentMaxBytes: 2_621_440, attachmentMaxFiles: 3, hosts: ['nova.example'] });
    expect(Object.keys(init.headers as Record<string, string>)).toEqual(expect.arrayContaining(['x-sign']));
    await waitFor(() => expect(page!.container.ownerDocument.body.textContent).toContain('Nova Games saved.'));
  });
});
