// @vitest-environment happy-dom
// The brand editor on the page: a wrong colour is caught before anything is sent, the colour
// picker and the hex field stay in step, and the size typed in MB reaches the API in bytes.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminBrand } from '@guildhall/contract/staff-admin';
import { answer, enter, renderPage, stubFetch } from '../../../../test/render';
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
  replyWithinHours: 24,
  logo: '/media/l.svg',
  favicon: '/media/f.svg',
  company: 'Nova Games Inc.',
  contactEmail: 'help@nova.example',
  attachmentMaxFiles: 3,
  attachmentMaxBytes: 20 * 1024 * 1024,
  hosts: ['nova.example'],
};

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the brand editor', () => {
  it('shows the size in MB and refuses a colour that is not #rrggbb without calling the API', async () => {
    const fetchMock = stubFetch();
    const { user } = renderPage(<BrandForm brand={NOVA} />);
    expect(field('Size per file').value).toBe('20');
    expect(document.body.textContent).toContain('= 20,971,520 bytes');
    const hex = field('Main colour');
    expect(hex.value).toBe('#6c5ce7');
    await user.clear(hex);
    await enter(user, hex, 'purple');
    await user.click(save());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Enter a colour as # and six hex digits');
    expect(hex.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the picked colour and the size in bytes, and previews them', async () => {
    const fetchMock = stubFetch(answer(0));
    const { user, container } = renderPage(<BrandForm brand={NOVA} />);
    // A colour picker is a native dialog user-event cannot drive: its choice arrives as one input event.
    fireEvent.input(screen.getByLabelText('Pick the main colour'), { target: { value: '#ff8800' } });
    expect(field('Main colour').value).toBe('#ff8800');
    expect(container.querySelector<HTMLElement>('.c-brand-preview__swatch')!.style.background).toMatch(
      /#ff8800|rgb\(255, 136, 0\)/,
    );
    await user.clear(field('Size per file'));
    await user.type(field('Size per file'), '2.5');
    expect(document.body.textContent).toContain('= 2,621,440 bytes');
    await user.clear(field('Corner radius'));
    await user.type(field('Corner radius'), '12');
    // How soon the team usually replies, in hours (what a player is told on filing).
    expect(field('First reply within').value).toBe('24');
    await user.clear(field('First reply within'));
    await user.type(field('First reply within'), '48');
    await user.click(save());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/staff/admin/brands/nova');
    expect(JSON.parse(String(init.body))).toMatchObject({
      mainColor: '#ff8800',
      radius: 12,
      replyWithinHours: 48,
      attachmentMaxBytes: 2_621_440,
      attachmentMaxFiles: 3,
      hosts: ['nova.example'],
    });
    expect(Object.keys(init.headers as Record<string, string>)).toEqual(expect.arrayContaining(['x-sign']));
    await waitFor(() => expect(document.body.textContent).toContain('Nova Games saved.'));
  });
});
