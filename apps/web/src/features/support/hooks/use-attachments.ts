// Attachments being added to an inquiry or a reply: each file is checked against the limits in
// force before a byte is sent (kind by extension, size, count), then uploaded with progress and
// a cancel; the form sends the ids of the finished ones. Every limit message is built from the
// limit in force, so the text can never contradict the rule.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { attachmentKind, type AttachmentKind } from '@guildhall/contract/attachments';
import { ErrorCode } from '@guildhall/contract/errors';
import type { UploadedFile } from '@guildhall/contract/support';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { discardFile, uploadFile, type Uploader } from '../api/upload-file';
import { isolate, limitSize } from '../lib/file-size';

export interface AttachmentLimits {
  maxFiles: number;
  maxBytes: number;
}

export interface AttachmentItem {
  key: string;
  name: string;
  size: number;
  kind: AttachmentKind;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  file?: UploadedFile;
  error?: string;
}

export const ALL_KINDS: readonly AttachmentKind[] = ['image', 'video', 'other'];

export interface AttachmentsOptions {
  limits: AttachmentLimits;
  kinds?: readonly AttachmentKind[];
  uploader?: Uploader;
  /** Takes back a finished upload the player removed (it stops counting towards the hourly allowance). */
  discard?: (fileId: string) => Promise<unknown>;
}

/**
 * "in 40 minutes", "in 30 seconds", "in 1 hour" in the page's language (Intl's own plural forms),
 * for a wait the API names in seconds.
 */
export function waitText(seconds: number, lang: string): string {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds <= 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

let nextKey = 1;

export function useAttachments({
  limits: given,
  kinds = ALL_KINDS,
  uploader = uploadFile,
  discard = discardFile,
}: AttachmentsOptions) {
  const { t, lang } = useI18n();
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  // The API's answer (1008, 1009) names the limit in force; a stricter one than ours wins.
  const [served, setServed] = useState<Partial<AttachmentLimits>>({});
  const limits = useMemo(
    () => ({
      maxFiles: Math.min(given.maxFiles, served.maxFiles ?? Infinity),
      maxBytes: Math.min(given.maxBytes, served.maxBytes ?? Infinity),
    }),
    [given.maxFiles, given.maxBytes, served.maxFiles, served.maxBytes],
  );
  // The list as of the last change, read synchronously (two adds before a render count right).
  const itemsRef = useRef<AttachmentItem[]>([]);
  const commit = useCallback((change: (list: AttachmentItem[]) => AttachmentItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const controllers = useRef(new Map<string, AbortController>());

  // Leaving the page cancels what is still uploading (the server keeps nothing of it).
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
      running.clear();
    };
  }, []);

  const sizeText = limitSize(limits.maxBytes, lang);
  const tooLarge = useCallback(
    (bytes: number) => t('errors.attachmentTooLarge', { size: limitSize(bytes, lang) }),
    [t, lang],
  );
  const tooMany = useCallback((count: number) => t('errors.tooManyAttachments', { count }), [t]);

  const update = useCallback(
    (key: string, change: Partial<AttachmentItem>) =>
      commit((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [commit],
  );

  const failureText = useCallback(
    (err: unknown): string => {
      if (!(err instanceof ApiError)) return t('support.upload.failed');
      const data = (err.body?.data ?? {}) as { maxBytes?: unknown; maxFiles?: unknown; retryAfterSeconds?: unknown };
      switch (err.code) {
        case ErrorCode.fileTypeMismatch:
          // The server says which check refused the file (an image too large, an unsafe archive,
          // malware…), in the page's language (spec_lang): its reason beats the generic one.
          return err.body?.msg || t('errors.fileTypeMismatch');
        case ErrorCode.attachmentTooLarge:
          if (typeof data.maxBytes === 'number') {
            setServed((s) => ({ ...s, maxBytes: data.maxBytes as number }));
            return tooLarge(data.maxBytes);
          }
          return err.body?.msg || t('support.upload.failed');
        case ErrorCode.tooManyAttachments:
          if (typeof data.maxFiles === 'number') {
            setServed((s) => ({ ...s, maxFiles: data.maxFiles as number }));
            return tooMany(data.maxFiles);
          }
          return err.body?.msg || t('support.upload.failed');
        case ErrorCode.clientNetwork:
          return t('errors.network');
        case ErrorCode.rateLimited:
          // The hourly allowance: say the real wait (up to an hour), not "a moment".
          return typeof data.retryAfterSeconds === 'number'
            ? t('support.upload.retryIn', { when: waitText(data.retryAfterSeconds, lang) })
            : t('errors.rateLimited');
        default:
          return err.body?.msg || t('support.upload.failed');
      }
    },
    [t, lang, tooLarge, tooMany],
  );

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploader(file, {
        signal: controller.signal,
        onProgress: (sent, total) => update(key, { progress: total > 0 ? Math.min(1, sent / total) : 0 }),
      }).then(
        (uploaded) => {
          controllers.current.delete(key);
          update(key, { status: 'done', progress: 1, file: uploaded });
        },
        (err: unknown) => {
          controllers.current.delete(key);
          if ((err as Error | undefined)?.name === 'AbortError') return;
          update(key, { status: 'failed', error: failureText(err) });
        },
      );
    },
    [uploader, failureText, update],
  );

  /** Checks the chosen files and starts the uploads of those that pass; the others are named. */
  const add = useCallback(
    (files: Iterable<File>) => {
      const refused: string[] = [];
      const added: AttachmentItem[] = [];
      let count = itemsRef.current.filter((i) => i.status !== 'failed').length;
      for (const file of files) {
        const kind = attachmentKind(file.name);
        let reason: string | null = null;
        if (!kind || !kinds.includes(kind)) reason = t('errors.fileTypeMismatch');
        else if (file.size > limits.maxBytes) reason = tooLarge(limits.maxBytes);
        else if (file.size === 0) reason = t('support.upload.empty');
        else if (count >= limits.maxFiles) reason = tooMany(limits.maxFiles);
        if (reason || !kind) {
          refused.push(t('support.upload.refused', { name: isolate(file.name), reason: reason ?? '' }));
          continue;
        }
        count += 1;
        const item: AttachmentItem = {
          key: `a${nextKey++}`,
          name: file.name,
          size: file.size,
          kind,
          status: 'uploading',
          progress: 0,
        };
        added.push(item);
        start(item.key, file);
      }
      setRejections(refused);
      if (added.length > 0) commit((list) => [...list, ...added]);
    },
    [kinds, limits.maxBytes, limits.maxFiles, t, tooLarge, tooMany, start, commit],
  );

  /** Cancels an upload under way, or takes a finished or failed file off the list. */
  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      const removed = itemsRef.current.find((i) => i.key === key);
      if (removed?.status === 'done' && removed.file) void discard(removed.file.fileId);
      commit((list) => list.filter((i) => i.key !== key));
      setRejections([]);
    },
    [commit, discard],
  );

  const reset = useCallback(() => {
    for (const c of controllers.current.values()) c.abort();
    controllers.current.clear();
    commit(() => []);
    setRejections([]);
  }, [commit]);

  const fileIds = useMemo(() => items.filter((i) => i.status === 'done' && i.file).map((i) => i.file!.fileId), [items]);
  const busy = items.some((i) => i.status === 'uploading');
  const full = items.filter((i) => i.status !== 'failed').length >= limits.maxFiles;

  return { items, rejections, limits, sizeText, kinds, add, remove, reset, fileIds, busy, full };
}

export type Attachments = ReturnType<typeof useAttachments>;
