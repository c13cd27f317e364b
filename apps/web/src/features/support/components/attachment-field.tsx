// The upload field of the inquiry and "add information" forms: choose or drop files, see each
// one's thumbnail (images), progress and size, cancel an upload or remove a file. Refusals name
// the file and the limit in force.
import { useId, useState } from 'react';
import { acceptFor, ATTACHMENT_EXTENSIONS } from '@guildhall/contract/attachments';
import { useI18n } from '../../../lib/i18n';
import { CloseIcon } from '../../../components/icons';
import type { Attachments } from '../hooks/use-attachments';
import { fileSize } from '../lib/file-size';
import { FileIcon, ImageIcon, PaperclipIcon, VideoIcon } from './support-icons';

export function AttachmentField({
  attachments,
  label,
  error,
}: {
  attachments: Attachments;
  label: string;
  error?: string | undefined;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const { items, rejections, limits, kinds, full } = attachments;
  const types = kinds.flatMap((k) => ATTACHMENT_EXTENSIONS[k]).join(', ');
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const count = items.filter((i) => i.status !== 'failed').length;

  return (
    <div className="gh-field gh-attach">
      <div className="gh-field__top">
        <span className="gh-field__label" id={`${id}-label`}>
          {label}
        </span>
        <span className="gh-field__counter">{t('support.upload.count', { count, max: limits.maxFiles })}</span>
      </div>
      <div
        className={`gh-attach__drop${dragging ? ' gh-attach__drop--over' : ''}`}
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!full) attachments.add(Array.from(e.dataTransfer.files));
        }}
      >
        <input
          id={`${id}-input`}
          className="gh-attach__input"
          type="file"
          multiple
          accept={acceptFor(kinds)}
          disabled={full}
          aria-labelledby={`${id}-label ${id}-add`}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            attachments.add(Array.from(e.target.files ?? []));
            // The same file may be chosen again after it was removed.
            e.target.value = '';
          }}
        />
        <label
          htmlFor={`${id}-input`}
          className="gh-button gh-attach__add"
          id={`${id}-add`}
          aria-disabled={full || undefined}
        >
          <PaperclipIcon size={18} /> {t('support.upload.add')}
        </label>
        <span className="gh-attach__drop-text">{t('support.upload.drop')}</span>
      </div>
      <p id={hintId} className="gh-field__hint">
        {t('support.upload.hint', { count: limits.maxFiles, size: attachments.sizeText, types })}
      </p>
      {rejections.length > 0 ? (
        <ul className="gh-attach__rejections" role="alert">
          {rejections.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      ) : null}
      {items.length > 0 ? (
        <ul className="gh-attach__list" aria-labelledby={`${id}-label`}>
          {items.map((item) => {
            const percent = Math.round(item.progress * 100);
            return (
              <li key={item.key} className={`gh-attach__item gh-attach__item--${item.status}`}>
                <span className="gh-attach__thumb" aria-hidden="true">
                  {/* An image shows itself once stored (its signed URL); a local object URL would break the CSP. */}
                  {item.kind === 'image' && item.file ? (
                    <img src={item.file.url} alt="" width={48} height={48} />
                  ) : item.kind === 'video' ? (
                    <VideoIcon />
                  ) : item.kind === 'image' ? (
                    <ImageIcon />
                  ) : (
                    <FileIcon />
                  )}
                </span>
                <span className="gh-attach__body">
                  <span className="gh-attach__name" dir="auto">
                    {item.name}
                  </span>
                  <span className="gh-attach__meta">
                    {fileSize(item.size, lang)}
                    {item.status === 'uploading' ? ` · ${percent}%` : null}
                  </span>
                  {item.status === 'uploading' ? (
                    <progress
                      className="gh-attach__progress"
                      max={100}
                      value={percent}
                      aria-label={t('support.upload.uploading', { name: item.name })}
                    />
                  ) : null}
                  {item.status === 'failed' ? (
                    <span className="gh-attach__error" role="alert">
                      {item.error}
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className="gh-icon-button gh-attach__remove"
                  onClick={() => attachments.remove(item.key)}
                  aria-label={t(item.status === 'uploading' ? 'support.upload.cancel' : 'support.upload.remove', {
                    name: item.name,
                  })}
                  title={t(item.status === 'uploading' ? 'support.upload.cancel' : 'support.upload.remove', {
                    name: item.name,
                  })}
                >
                  <CloseIcon size={18} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="gh-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
