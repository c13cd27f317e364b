// The reply's attachments while they upload: progress, cancel, failure, and the file ids to send.
import { useCallback, useEffect, useRef, useState } from 'react';
import { attachmentKind, formatBytes, type AttachmentKind } from '@guildhall/contract/attachments';
import { errorText } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { uploadAttachment } from '../api/upload-attachment';

export interface PendingAttachment {
  key: string;
  name: string;
  size: number;
  kind: AttachmentKind;
  /** 0..1 */
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  fileId: string | null;
  error: string | null;
  /** A local preview of an image (object URL), released when the item goes. */
  preview: string | null;
}

let seq = 0;

/** `maxFiles` and `maxBytes`: the brand's limits, checked here before anything is uploaded. */
export function useAttachments(brand: string, maxFiles: number, maxBytes: number) {
  const { t, lang } = useI18n();
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const patch = useCallback((key: string, change: Partial<PendingAttachment>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      setNotice(null);
      const room = maxFiles - itemsRef.current.filter((i) => i.state !== 'failed').length;
      if (files.length > room) setNotice(t('composer.tooMany', { count: maxFiles }));
      const refused: string[] = [];
      const accepted = files.slice(0, Math.max(0, room)).filter((f) => {
        if (!attachmentKind(f.name)) refused.push(t('composer.typeRefused', { name: f.name }));
        else if (f.size > maxBytes)
          refused.push(t('composer.tooLarge', { name: f.name, size: formatBytes(maxBytes, lang) }));
        else return true;
        return false;
      });
      if (refused.length) setNotice(refused.join(' '));
      for (const file of accepted) {
        const key = `a${++seq}`;
        const kind = attachmentKind(file.name)!;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        const preview =
          kind === 'image' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
        setItems((list) => [
          ...list,
          {
            key,
            name: file.name,
            size: file.size,
            kind,
            progress: 0,
            state: 'uploading',
            fileId: null,
            error: null,
            preview,
          },
        ]);
        uploadAttachment(brand, file, {
          signal: controller.signal,
          onProgress: (sent, total) => patch(key, { progress: total ? sent / total : 0 }),
        })
          .then((uploaded) => patch(key, { state: 'done', progress: 1, fileId: uploaded.fileId }))
          .catch((err: unknown) => {
            if ((err as Error).name === 'AbortError') return;
            patch(key, { state: 'failed', error: errorText(t, err) });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [brand, maxFiles, maxBytes, patch, t, lang],
  );

  /** Cancels an upload under way, or forgets a finished or failed one. */
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((list) => {
      const gone = list.find((i) => i.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((i) => i.key !== key);
    });
  }, []);

  const clear = useCallback(() => {
    for (const c of controllers.current.values()) c.abort();
    controllers.current.clear();
    setItems((list) => {
      for (const i of list) if (i.preview) URL.revokeObjectURL(i.preview);
      return [];
    });
    setNotice(null);
  }, []);

  // Leaving the page cancels what is still uploading.
  useEffect(() => {
    const map = controllers.current;
    return () => {
      for (const c of map.values()) c.abort();
    };
  }, []);

  return {
    items,
    notice,
    add,
    remove,
    clear,
    busy: items.some((i) => i.state === 'uploading'),
    fileIds: items.filter((i) => i.state === 'done' && i.fileId).map((i) => i.fileId!),
  };
}
