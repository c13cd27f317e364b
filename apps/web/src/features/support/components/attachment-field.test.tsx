// @vitest-environment happy-dom
// The upload field: files are checked against the limits in force before a byte is sent (kind by
// extension, size, count), every refusal names the limit in force, and an upload under way shows
// its progress and can be cancelled.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { UploadedFile } from '@guildhall/contract/support';
import type { UploadOptions } from '../../../lib/upload';
import { renderSite } from '../../../../test/render';
import { ApiError } from '../../../lib/api-client';
import { useAttachments, waitText, type AttachmentLimits } from '../hooks/use-attachments';
import { AttachmentField } from './attachment-field';

const MB = 1024 * 1024;

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

const discard = vi.fn((_fileId: string) => Promise.resolve());

function Harness({ limits }: { limits: AttachmentLimits }) {
  const attachments = useAttachments({ limits, uploader, discard });
  return <AttachmentField attachments={attachments} label="Attachments" />;
}

function render(limits: AttachmentLimits) {
  renderSite(<Harness limits={limits} />);
}

function file(name: string, size: number): File {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** The file chooser, named by the field's label and its "add" button. */
const chooser = () => screen.getByLabelText<HTMLInputElement>(/^Attachments/, { selector: 'input' });
/** Files picked in the chooser. The `accept` list is not applied here: what the field does with a refused kind is the point. */
async function choose(...files: File[]) {
  await userEvent.setup({ applyAccept: false }).upload(chooser(), files);
}
/** The files in the field's list (named by the field's label; the refusals are a list of their own). */
const items = () => {
  const list = screen.queryByRole('list', { name: 'Attachments' });
  return list ? within(list).queryAllByRole('listitem') : [];
};

// Names and sizes sit in Unicode isolates (right-to-left pages); the words are what is checked here.
const alertText = () => (screen.queryByRole('alert')?.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

beforeEach(() => {
  calls = [];
  uploader.mockClear();
  discard.mockClear();
});

describe('AttachmentField', () => {
  it('refuses a file of the wrong kind before uploading it', async () => {
    render({ maxFiles: 3, maxBytes: 20 * MB });
    await choose(file('setup.exe', 1000), file('notes', 10));
    expect(uploader).not.toHaveBeenCalled();
    expect(alertText()).toContain('setup.exe: File type mismatch.');
    expect(alertText()).toContain('notes: File type mismatch.');
    expect(items()).toHaveLength(0);
  });

  it('refuses a file over the size limit in force, naming that limit, before uploading it', async () => {
    render({ maxFiles: 5, maxBytes: 8 * MB });
    await choose(file('video.mp4', 8 * MB + 1), file('shot.png', 8 * MB));
    expect(uploader).toHaveBeenCalledTimes(1);
    expect(calls[0]!.file.name).toBe('shot.png');
    expect(alertText()).toContain('video.mp4: Each attachment must be at most');
    expect(alertText()).toContain('8 MB');
    expect(alertText()).not.toContain('20 MB');
    // The hint states the same limits.
    expect(document.body.textContent).toContain('Up to 5 files, at most \u20668 MB\u2069 each');
  });

  it('takes no more files than the limit in force, and says so with that limit', async () => {
    render({ maxFiles: 2, maxBytes: 20 * MB });
    await choose(file('a.png', 100), file('b.jpg', 100), file('c.pdf', 100));
    expect(uploader).toHaveBeenCalledTimes(2);
    expect(alertText()).toContain('c.pdf: You can attach at most 2 files.');
    // Full: the chooser is disabled and a further file is refused too.
    expect(chooser().disabled).toBe(true);
    // A person cannot pick into a disabled chooser; a change event that comes anyway is refused too.
    fireEvent.change(chooser(), { target: { files: [file('d.png', 100)] } });
    expect(uploader).toHaveBeenCalledTimes(2);
  });

  it('shows the progress of an upload and cancels it', async () => {
    render({ maxFiles: 3, maxBytes: 20 * MB });
    await choose(file('clip.webm', 4 * MB));
    const call = calls[0]!;
    act(() => call.options.onProgress?.(MB, 4 * MB));
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('value')).toBe('25');
    expect(progress.getAttribute('aria-label')).toBe('Uploading clip.webm');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the upload of clip.webm' }));
    expect(call.options.signal?.aborted).toBe(true);
    expect(items()).toHaveLength(0);
  });

  it('lists a finished upload with its size and lets it be removed', async () => {
    render({ maxFiles: 3, maxBytes: 20 * MB });
    await choose(file('receipt.pdf', 2 * MB));
    await act(async () => {
      calls[0]!.resolve({
        fileId: 'f'.repeat(24),
        name: 'receipt.pdf',
        size: 2 * MB,
        kind: 'other',
        url: '/api/files/x?exp=1&sig=y',
      });
    });
    const [item] = items();
    expect(item!.className).toContain('gh-attach__item--done');
    expect(item!.textContent).toContain('receipt.pdf');
    expect(item!.textContent).toContain('2 MB');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(items()).toHaveLength(0);
    // Taken back on the server too, so it stops counting towards the hourly allowance.
    expect(discard).toHaveBeenCalledWith('f'.repeat(24));
  });

  it('takes back nothing for a cancelled upload (the server kept none of it)', async () => {
    render({ maxFiles: 3, maxBytes: 20 * MB });
    await choose(file('clip.webm', 4 * MB));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the upload of clip.webm' }));
    expect(discard).not.toHaveBeenCalled();
  });

  it('says the real wait of the hourly allowance in the page\'s words, not "a moment"', async () => {
    render({ maxFiles: 3, maxBytes: 20 * MB });
    await choose(file('late.png', 100));
    await act(async () => {
      calls[0]!.reject(
        new ApiError(
          1005,
          {
            code: 1005,
            msg: 'Too many attempts.',
            data: { maxPending: 30, windowSeconds: 3600, retryAfterSeconds: 40 * 60 - 5 },
          },
          429,
        ),
      );
    });
    expect(items()[0]!.textContent).toContain(
      'You have uploaded many files in the last hour. You can add more in 40 minutes.',
    );
    expect(items()[0]!.textContent).not.toContain('wait a moment');
  });
});

describe('waitText', () => {
  it("names the wait with the language's own plural forms", () => {
    expect(waitText(40 * 60, 'en')).toBe('in 40 minutes');
    expect(waitText(60, 'en')).toBe('in 1 minute');
    expect(waitText(30, 'en')).toBe('in 30 seconds');
    expect(waitText(40 * 60, 'ko')).toBe('40분 후');
    expect(waitText(2 * 60, 'ru')).toBe('через 2 минуты');
    expect(waitText(5 * 60, 'ru')).toBe('через 5 минут');
  });
});
