// @vitest-environment happy-dom
// The red dot: hidden without a token (and nothing is asked), shown when /inquiries/feedback says
// so, gone at once when the session ends; polled every FEEDBACK_POLL_MS and on window focus.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { FEEDBACK_POLL_MS } from '@guildhall/contract/constants';
import { configureApi } from '../../../lib/api-client';
import { clearAuth } from '../../../lib/session';
import { feedbackOptions } from '../../../features/support/api/get-feedback';
import { renderSite } from '../../../../test/render';
import { useFeedbackDot } from './use-feedback-dot';

let fetchMock: ReturnType<typeof vi.fn>;
let unread = true;

function Dot() {
  return <span data-testid="dot" data-dot={useFeedbackDot() ? 'on' : 'off'} />;
}

function render() {
  renderSite(<Dot />);
}

const dot = () => screen.getByTestId('dot').getAttribute('data-dot');
const feedbackCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/inquiries/feedback'));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  unread = true;
  configureApi('/api', { lang: 'en', area: 'kr' });
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: unread }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

describe('useFeedbackDot', () => {
  it('is hidden without a token and asks nothing', async () => {
    render();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 30));
    });
    expect(dot()).toBe('off');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows unread feedback while a token exists and hides when the session ends', async () => {
    sessionStorage.setItem('token', 'tok-1');
    render();
    await waitFor(() => expect(dot()).toBe('on'));
    const [url, init] = feedbackCalls()[0]!;
    expect(String(url)).toMatch(/^\/api\/inquiries\/feedback\?/);
    expect((init as RequestInit).headers).toMatchObject({ authorization: 'Bearer tok-1' });
    act(() => clearAuth());
    expect(dot()).toBe('off');
  });

  it('stays hidden when nothing is unread', async () => {
    unread = false;
    sessionStorage.setItem('token', 'tok-1');
    render();
    await waitFor(() => expect(feedbackCalls().length).toBeGreaterThan(0));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(dot()).toBe('off');
  });

  it('polls every FEEDBACK_POLL_MS, on window focus, and only with a token', () => {
    const options = feedbackOptions('tok-1');
    expect(options.refetchInterval).toBe(FEEDBACK_POLL_MS);
    expect(FEEDBACK_POLL_MS).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.enabled).toBe(true);
    expect(feedbackOptions(null).enabled).toBe(false);
  });
});
