// Replying and noting: a reply goes to the player (with canned text and attachments), a note stays
// with the staff. Each has its own draft, so a note can never leave as a reply by a mode switch.
import { Icon } from '../../../components/icons';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { acceptFor, DEFAULT_ATTACHMENT_MAX_BYTES, formatBytes } from '@guildhall/contract/attachments';
import { isUnresolved } from '@guildhall/contract/inquiry-status';
import { useToast } from '../../../components/toast';
import { newIdempotencyKey } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { languageName } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { useNote, useReply } from '../api/inquiry-actions';
import { useAttachments } from '../hooks/use-attachments';
import { insertText } from '../lib/insert-text';
import { ErrorLine } from '../../../components/list-editor';

export interface CannedOption {
  id: number;
  title: string;
  body: string;
}

export function Composer({
  inquiry,
  canned,
  maxFiles,
  maxBytes = DEFAULT_ATTACHMENT_MAX_BYTES,
}: {
  inquiry: { inquiryId: number; brand: string; lang: string; status: number };
  canned: readonly CannedOption[];
  maxFiles: number;
  /** The brand's limit per file (GET /staff/brands), checked before uploading. */
  maxBytes?: number;
}) {
  const { t, lang } = useI18n();
  const toast = useToast();
  const id = useId();
  const canReply = isUnresolved(inquiry.status);
  const [mode, setMode] = useState<'reply' | 'note'>(canReply ? 'reply' : 'note');
  const [drafts, setDrafts] = useState({ reply: '', note: '' });
  const [cannedId, setCannedId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const attachments = useAttachments(inquiry.brand, maxFiles, maxBytes);
  const reply = useReply(inquiry.inquiryId);
  const note = useNote(inquiry.inquiryId);
  const effectiveMode = canReply ? mode : 'note';
  const text = drafts[effectiveMode];
  const busy = reply.isPending || note.isPending;

  const setText = (value: string) => setDrafts((d) => ({ ...d, [effectiveMode]: value }));

  function insertCanned() {
    const chosen = canned.find((c) => String(c.id) === cannedId);
    if (!chosen) return;
    const el = textarea.current;
    const { text: next, caret } = insertText(
      drafts.reply,
      chosen.body,
      el?.selectionStart ?? drafts.reply.length,
      el?.selectionEnd ?? drafts.reply.length,
    );
    setDrafts((d) => ({ ...d, reply: next }));
    // Back to the text, caret after the insertion, ready to adapt it.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  }

  async function send() {
    if (busy || !text.trim()) return;
    setError(null);
    try {
      if (effectiveMode === 'reply') {
        if (attachments.busy) return setError(t('composer.waitUploads'));
        await reply.mutateAsync({
          content: text.trim(),
          attachments: attachments.fileIds,
          idempotencyKey: newIdempotencyKey(),
        });
        attachments.clear();
        setCannedId('');
        toast.success(t('composer.sent'));
      } else {
        await note.mutateAsync({ content: text.trim() });
        toast.success(t('composer.noted'));
      }
      setDrafts((d) => ({ ...d, [effectiveMode]: '' }));
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void send();
    }
  }

  return (
    <section
      className={`c-card c-composer${effectiveMode === 'note' ? ' c-composer--note' : ''}`}
      aria-labelledby={`${id}-heading`}
    >
      <div className="c-composer__head">
        <h2 id={`${id}-heading`} className="c-card__title">
          {t('composer.heading')}
        </h2>
        <fieldset className="c-segmented">
          <legend className="c-visually-hidden">{t('composer.mode')}</legend>
          <label className={effectiveMode === 'reply' ? 'is-checked' : undefined}>
            <input
              type="radio"
              name={`${id}-mode`}
              value="reply"
              checked={effectiveMode === 'reply'}
              disabled={!canReply}
              onChange={() => setMode('reply')}
            />
            {t('composer.reply')}
          </label>
          <label className={effectiveMode === 'note' ? 'is-checked' : undefined}>
            <input
              type="radio"
              name={`${id}-mode`}
              value="note"
              checked={effectiveMode === 'note'}
              onChange={() => setMode('note')}
            />
            {t('composer.note')}
          </label>
        </fieldset>
      </div>
      {!canReply ? <p className="c-alert c-alert--info">{t('composer.locked')}</p> : null}
      {effectiveMode === 'reply' ? (
        <div className="c-composer__canned">
          <label htmlFor={`${id}-canned`}>{t('composer.canned')}</label>
          {canned.length ? (
            <>
              <select id={`${id}-canned`} value={cannedId} onChange={(e) => setCannedId(e.target.value)}>
                <option value="">{t('composer.cannedPick')}</option>
                {canned.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
              <button type="button" className="c-button" onClick={insertCanned} disabled={!cannedId}>
                {t('composer.insert')}
              </button>
            </>
          ) : (
            <span className="c-muted" id={`${id}-canned`}>
              {t('composer.noCanned', { lang: languageName(inquiry.lang, lang) })}
            </span>
          )}
        </div>
      ) : null}
      <label htmlFor={`${id}-text`} className="c-visually-hidden">
        {t('composer.message')}
      </label>
      <textarea
        id={`${id}-text`}
        ref={textarea}
        className="c-composer__text"
        rows={7}
        maxLength={4000}
        value={text}
        placeholder={effectiveMode === 'reply' ? t('composer.replyPlaceholder') : t('composer.notePlaceholder')}
        // A reply is written in the player's language (Arabic from right to left), a note in any.
        dir="auto"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        lang={effectiveMode === 'reply' ? inquiry.lang : undefined}
      />
      {effectiveMode === 'reply' ? (
        <div className="c-attach">
          <input
            ref={fileInput}
            id={`${id}-files`}
            type="file"
            multiple
            className="c-visually-hidden"
            accept={acceptFor(['image', 'video', 'other'])}
            aria-describedby={`${id}-files-hint`}
            onChange={(e) => {
              attachments.add(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
          <label htmlFor={`${id}-files`} className="c-button c-button--small c-attach__pick">
            <Icon name="paperclip" /> {t('composer.attach')}
          </label>
          <span id={`${id}-files-hint`} className="c-muted c-small">
            {t('composer.attachHint', { count: maxFiles, size: formatBytes(maxBytes, lang) })}
          </span>
          {attachments.notice ? (
            <p className="c-field__error" role="alert">
              {attachments.notice}
            </p>
          ) : null}
          {attachments.items.length ? (
            <ul className="c-attach__list">
              {attachments.items.map((a) => (
                <li key={a.key} className={`c-attach__item is-${a.state}`}>
                  {a.preview ? (
                    <img src={a.preview} alt="" className="c-attach__thumb" />
                  ) : (
                    <span className="c-attach__icon">
                      <Icon name={a.kind === 'video' ? 'film' : 'file'} size={22} />
                    </span>
                  )}
                  <span className="c-attach__name">
                    {a.name} <span className="c-muted">({formatBytes(a.size, lang)})</span>
                  </span>
                  {a.state === 'uploading' ? (
                    <progress max={1} value={a.progress} aria-label={t('composer.uploading', { name: a.name })} />
                  ) : a.state === 'done' ? (
                    <span className="c-ok">
                      <span aria-hidden="true">✓</span>
                      <span className="c-visually-hidden">{t('composer.uploaded', { name: a.name })}</span>
                    </span>
                  ) : (
                    <span className="c-field__error">{a.error}</span>
                  )}
                  <button
                    type="button"
                    className="c-icon-button"
                    onClick={() => attachments.remove(a.key)}
                    aria-label={
                      a.state === 'uploading'
                        ? t('composer.cancelUpload', { name: a.name })
                        : t('composer.remove', { name: a.name })
                    }
                    title={
                      a.state === 'uploading'
                        ? t('composer.cancelUpload', { name: a.name })
                        : t('composer.remove', { name: a.name })
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <ErrorLine message={error} />
      <div className="c-composer__foot">
        <span className="c-muted c-small">{t('composer.shortcut')}</span>
        <button
          type="button"
          className={`c-button ${effectiveMode === 'note' ? 'c-button--note' : 'c-button--primary'}`}
          onClick={() => void send()}
          disabled={busy || !text.trim() || (effectiveMode === 'reply' && attachments.busy)}
        >
          {busy ? t('composer.sending') : effectiveMode === 'reply' ? t('composer.send') : t('composer.addNote')}
        </button>
      </div>
    </section>
  );
}
