// The whole conversation: the player's messages, the agents' replies and the internal notes,
// which look different and say so, so nobody mistakes one for something the player has read.
import { Icon } from '../../../components/icons';
import { useId } from 'react';
import { formatBytes } from '@guildhall/contract/attachments';
import { PlayerText, playerTextProps } from '../../../components/player-text';
import { dateTime } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import type { Attachment, Message } from '../api/get-inquiry';

function AttachmentView({ file }: { file: Attachment }) {
  const { t, lang } = useI18n();
  // Removed by the retention setting: its name and why, not a link that fails.
  if (file.removedAfterDays !== undefined) {
    return (
      <span className="c-file c-file--other c-muted">
        <Icon name="file" size={18} />
        <PlayerText className="c-file__name" text={file.name} />
        <span>{t('inquiry.fileRemoved', { count: file.removedAfterDays })}</span>
      </span>
    );
  }
  if (file.kind === 'image') {
    return (
      <a
        className="c-file c-file--image"
        href={file.url}
        target="_blank"
        rel="noreferrer"
        title={t('inquiry.openFile', { name: file.name })}
      >
        <img src={file.url} alt={file.name} loading="lazy" />
        <PlayerText className="c-file__name" text={file.name} />
      </a>
    );
  }
  if (file.kind === 'video') {
    return (
      <figure className="c-file c-file--video">
        <video src={file.url} controls preload="metadata" aria-label={file.name} />
        <figcaption className="c-file__name" dir="auto">
          {file.name}
        </figcaption>
      </figure>
    );
  }
  return (
    // Named by what it shows (WCAG 2.5.3, label in name); the action is its description.
    <a
      className="c-file c-file--other"
      href={file.url}
      download={file.name}
      title={t('inquiry.download', { name: file.name })}
    >
      <Icon name="file" size={18} />
      <PlayerText className="c-file__name" text={file.name} />
      <span className="c-muted">{formatBytes(file.size, lang)}</span>
    </a>
  );
}

/**
 * `playerLang`: the inquiry's language. The player's messages and the replies to them are in it;
 * internal notes are in whatever the staff write, so their direction follows their text.
 */
export function Conversation({
  messages,
  account,
  staffName,
  playerLang,
  deleted = false,
}: {
  messages: readonly Message[];
  account: string;
  staffName: (id: number | null) => string;
  playerLang?: string;
  /** The player deleted their account: named as a deleted player, not by the placeholder account. */
  deleted?: boolean;
}) {
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
                  <strong>
                    {m.from === 'player'
                      ? t('inquiry.fromPlayer', { account: deleted ? t('inquiry.deletedPlayer') : account })
                      : t('inquiry.fromAgent', { name: staffName(m.staffId) })}
                  </strong>
                )}
                {m.from === 'note' ? (
                  <span className="c-muted">{t('inquiry.noteBy', { name: staffName(m.staffId) })}</span>
                ) : null}
                <time dateTime={m.createdAt} className="c-muted">
                  {dateTime(m.createdAt, lang)}
                </time>
              </header>
              {m.removed ? (
                <p className="c-msg__body c-muted">{t('inquiry.textRemoved')}</p>
              ) : (
                <p className="c-msg__body" {...playerTextProps(m.content, m.from === 'note' ? null : playerLang)}>
                  {m.content}
                </p>
              )}
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
