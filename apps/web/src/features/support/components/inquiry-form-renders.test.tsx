// @vitest-environment happy-dom
// What a keystroke re-renders on the inquiry form: the field typed in and its counter, never the
// whole form (each value is watched by the small part that shows it). The form's root is counted
// through useCreateInquiry, a hook only the root calls; counts are deterministic, not timings.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import en from '@guildhall/locales/player/en.json';
import { configureApi } from '../../../lib/api-client';
import { renderSite } from '../../../../test/render';
import { InquiryForm } from './inquiry-form';

const rootRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../api/create-inquiry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/create-inquiry')>();
  return {
    ...real,
    useCreateInquiry: () => {
      rootRenders.count += 1;
      return real.useCreateInquiry();
    },
  };
});

// The game directory and the categories, by path: the form asks for nothing else before it is sent.
const directory: Record<string, unknown> = {
  '/api/game/areas': [{ gameAreaId: 'kr', name: 'Korea' }],
  '/api/game/servers/v2': [{ serverId: 's1', name: 'S1 Aurora' }],
  '/api/game/roles': [{ roleId: 'r1', roleName: 'Mina', level: 58 }],
  '/api/inquiries/types': [{ id: 2, name: 'Payment' }],
};
async function answer(url: string): Promise<Response> {
  const data = directory[new URL(url, 'http://x').pathname];
  if (data === undefined) throw new Error(`unexpected call ${url}`);
  return Response.json({ code: 0, msg: 'ok', data });
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'tok');
  configureApi('/api', { lang: 'en', area: 'kr' });
  vi.stubGlobal('fetch', vi.fn(answer));
  rootRenders.count = 0;
});

describe('InquiryForm re-renders', () => {
  it('does not re-render the whole form on each keystroke in the details', async () => {
    const { user } = renderSite(
      <InquiryForm
        clientId={1}
        token="tok"
        isGuest={false}
        limits={{ maxFiles: 3, maxBytes: 20 * 1024 * 1024 }}
        initial={{ serverId: 'S1', email: 'mina@example.com' }}
        onSubmitted={() => {}}
      />,
      { area: 'kr', dict: en },
    );
    await screen.findByRole('option', { name: 'Mina (Lv. 58)' });
    await screen.findByRole('option', { name: 'Payment' });
    const details = screen.getByLabelText<HTMLTextAreaElement>('Details');
    await user.click(details);
    const before = rootRenders.count;
    const text = 'Crystals never came.';
    expect(text).toHaveLength(20);
    await user.type(details, text);
    expect(details.value).toBe(text);
    // The counter beside the label follows every keystroke all the same.
    expect(document.getElementById(`${details.id}-count`)?.textContent).toContain('20');
    console.log(`inquiry form root renders while typing 20 characters: ${rootRenders.count - before}`);
    expect(rootRenders.count - before).toBe(0);
  });
});
