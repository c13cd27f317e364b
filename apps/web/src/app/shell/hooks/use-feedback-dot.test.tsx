// @vitest-environment happy-dom
// The red dot: hidden without a token (and nothing is asked), shown when /inquiries/feedback says
// so, gone at once when the session ends; polled every FEEDBACK_POLL_MS and on window focus.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_POLL_MS } from '@guildhall/contract/constants';
import { configureApi } from '../../../lib/api-client';
import { clearAuth } from '../../../lib/session';
import { feedbackOptions } from '../../../features/support/api/get-feedback';
import { useFeedbackDot } from './use-feedback-dot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | null = null;
let fetchMock: ReturnType<typeof vi.fn>;
let unread = true;

function Dot() {
  return <span data-dot={useFeedbackDot() ? 'on' : 'off'} />;
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={client}>
        <Dot />
      </QueryClientProvider>,
    );
  });
}

const dot = () => container.querySelector('[data-dot]')?.getAttribute('data-dot');
const feedbackCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/inquiries/feedback'));

async function settle(until: () => boolean) {
  for (let i = 0; i < 50 && !until(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  unread = true;
  configureApi('/api', { lang: 'en', area: 'kr' });
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: unread }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
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
    await settle(() => dot() === 'on');
    expect(dot()).toBe('on');
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
    await settle(() => feedbackCalls().length > 0);
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
