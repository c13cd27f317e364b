// @vitest-environment happy-dom
// The upload field: files are checked against the limits in force before a byte is sent (kind by
// extension, size, count), every refusal names the limit in force, and an upload under way shows
// its progress and can be cancelled.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@guildhall/contract/support';
import { I18nProvider } from '../../../lib/i18n';
import en from '@guildhall/locales/player/en.json';
import type { UploadOptions } from '../../../lib/upload';
import { useAttachments, type AttachmentLimits } from '../hooks/use-attachments';
import { AttachmentField } from './attachment-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MB = 1024 * 1024;
let container: HTMLDivElement;
let root: Root | null = null;

interface Call {
  file: File;
  options: UploadOptions;
  resolve: (f: UploadedFile) => void;
  reject: (e: unknown) => void;
}
let calls: Call[] = [];
const uploader = vi.fn(
  (file: File, options: UploadOptions = {}) =>
    new Promise<UploadedFile>((resolve, reject) => {
      calls.push({ file, options, resolve, reject });
      options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
    }),
);

function Harness({ limits }: { limits: AttachmentLimits }) {
  const attachments = useAttachments({ limits, uploader });
  return <AttachmentField attachments={attachments} label="Attachments" />;
}

function render(limits: AttachmentLimits) {
  act(() => {
    root = createRoot(container);
    root.render(
      <I18nProvider lang="en" dict={en}>
        <Harness limits={limits} />
      </I18nProvider>,
    );
  });
}

function file(name: string, size: number): File {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function choose(...files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

// Names and sizes sit in Unicode isolates (right-to-left pages); the words are what is checked here.
const alertText = () => (container.querySelector('[role=alert]')?.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

beforeEach(() => {
  calls = [];
  uploader.mockClear();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('AttachmentField', () => {
  it('refuses a file of the wrong kind before uploading it', () => {
    render({ maxFiles: 3, maxBytes: 20 * MB });
    choose(file('setup.exe', 1000), file('notes', 10));
    expect(uploader).not.toHaveBeenCalled();
    expect(alertText()).toContain('setup.exe: File type mismatch.');
    expect(alertText()).toContain('notes: File type mismatch.');
    expect(container.querySelectorAll('.gh-attach__item')).toHaveLength(0);
  });

  it('refuses a file over the size limit in force, naming that limit, before uploading it', () => {
    render({ maxFiles: 5, maxBytes: 8 * MB });
    choose(file('video.mp4', 8 * MB + 1), file('shot.png', 8 * MB));
    expect(uploader).toHaveBeenCalledTimes(1);
    expect(calls[0]!.file.name).toBe('shot.png');
    expect(alertText()).toContain('video.mp4: Each attachment must be at most');
    expect(alertText()).toContain('8 MB');
    expect(alertText()).not.toContain('20 MB');
    // The hint states the same limits.
    expect(container.textContent).toContain('Up to 5 files, at most \u20668 MB\u2069 each');
  });

  it('takes no more files than the limit in force, and says so with that limit', () => {
    render({ maxFiles: 2, maxBytes: 20 * MB });
    choose(file('a.png', 100), file('b.jpg', 100), file('c.pdf', 100));
    expect(uploader).toHaveBeenCalledTimes(2);
    expect(alertText()).toContain('c.pdf: You can attach at most 2 files.');
    // Full: the chooser is disabled and a further file is refused too.
    expect(container.querySelector<HTMLInputElement>('input[type=file]')!.disabled).toBe(true);
    choose(file('d.png', 100));
    expect(uploader).toHaveBeenCalledTimes(2);
  });

  it('shows the progress of an upload and cancels it', async () => {
    render({ maxFiles: 3, maxBytes: 20 * MB });
    choose(file('clip.webm', 4 * MB));
    const call = calls[0]!;
    act(() => call.options.onProgress?.(MB, 4 * MB));
    const progress = container.querySelector('progress')!;
    expect(progress.getAttribute('value')).toBe('25');
    expect(progress.getAttribute('aria-label')).toBe('Uploading clip.webm');
    const cancel = container.querySelector<HTMLButtonElement>('button[aria-label="Cancel the upload of clip.webm"]')!;
    await act(async () => {
      cancel.click();
    });
    expect(call.options.signal?.aborted).toBe(true);
    expect(container.querySelectorAll('.gh-attach__item')).toHaveLength(0);
  });

  it('lists a finished upload with its size and lets it be removed', async () => {
    render({ maxFiles: 3, maxBytes: 20 * MB });
    choose(file('receipt.pdf', 2 * MB));
    await act(async () => {
      calls[0]!.resolve({ fileId: 'f'.repeat(24), name: 'receipt.pdf', size: 2 * MB, kind: 'other', url: '/api/files/x?exp=1&sig=y' });
    });
    const item = container.querySelector('.gh-attach__item--done')!;
    expect(item.textContent).toContain('receipt.pdf');
    expect(item.textContent).toContain('2 MB');
    expect(item.querySelector('progress')).toBeNull();
    await act(async () => {
      item.querySelector<HTMLButtonElement>('button[aria-label="Remove receipt.pdf"]')!.click();
    });
    expect(container.querySelectorAll('.gh-attach__item')).toHaveLength(0);
  });
});
