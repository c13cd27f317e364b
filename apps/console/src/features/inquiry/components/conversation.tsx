// The whole conversation: the player's messages, the agents' replies and the internal notes,
// which look different and say so, so nobody mistakes one for something the player has read.
import { Icon } from '../../../components/icons';
import { useId } from 'react';
import { formatBytes } from '@guildhall/contract/attachments';
import { dateTime } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import type { Attachment, Message } from '../api/get-inquiry';

function AttachmentView({ file }: { file: Attachment }) {
  const { t, lang } = useI18n();
  if (file.kind === 'image') {
    return (
      <a className="c-file c-file--image" href={file.url} target="_blank" rel="noreferrer" title={t('inquiry.openFile', { name: file.name })}>
        <img src={file.url} alt={file.name} loading="lazy" />
        <span className="c-file__name">{file.name}</span>
      </a>
    );
  }
  if (file.kind === 'video') {
    return (
      <figure className="c-file c-file--video">
        <video src={file.url} controls preload="metadata" aria-label={file.name} />
        <figcaption className="c-file__name">{file.name}</figcaption>
      </figure>
    );
  }
  return (
    <a className="c-file c-file--other" href={file.url} download={file.name} aria-label={t('inquiry.download', { name: file.name })}>
      <Icon name="file" size={18} />
      <span className="c-file__name">{file.name}</span>
      <span className="c-muted">{formatBytes(file.size, lang)}</span>
    </a>
  );
}

export function Conversation({ messages, account, staffName }: { messages: readonly Message[]; account: string; staffName: (id: number | null) => string }) {
  const { t, lang } = useI18n();
  const id = useId();
  return (
    <section className="c-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('inquiry.conversation')}
      </h2>
      {messages.length === 0 ? <p className="c-muted">{t('inquiry.noMessages')}</p> : null}
      <ol className="c-thread">
        {messages.map((m) => (
          <li key={m.id} className={`c-msg c-msg--${m.from}`}>
            <article aria-label={m.from === 'note' ? t('inquiry.note') : undefined}>
              <header className="c-msg__head">
                {m.from === 'note' ? (
                  <strong className="c-msg__note-label">
                    <Icon name="lock" size={14} /> {t('inquiry.note')}
                  </strong>
                ) : (
                  <strong>{m.from === 'player' ? t('inquiry.fromPlayer', { account }) : t('inquiry.fromAgent', { name: staffName(m.staffId) })}</strong>
                )}
                {m.from === 'note' ? <span className="c-muted">{t('inquiry.noteBy', { name: staffName(m.staffId) })}</span> : null}
                <time dateTime={m.createdAt} className="c-muted">
                  {dateTime(m.createdAt, lang)}
                </time>
              </header>
              <p className="c-msg__body">{m.content}</p>
              {m.attachments.length ? (
                <div className="c-files" aria-label={t('inquiry.attachments')}>
                  {m.attachments.map((f) => (
                    <AttachmentView key={f.fileId} file={f} />
                  ))}
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
