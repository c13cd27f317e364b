// The conversation of an inquiry: the player's messages at the inline end, the support team's at
// the inline start (so a right-to-left page mirrors them), each with its attachments and time.
import type { InquiryMessage } from '@guildhall/contract/support';
import { useI18n } from '../../../lib/i18n';
import { HeadsetIcon } from '../../../components/icons';
import { UserIcon } from '../../../components/page-icons';
import { formatDateTime } from '../lib/dates';
import { MessageAttachments } from './message-attachments';

export function Conversation({ messages }: { messages: InquiryMessage[] }) {
  const { t, lang } = useI18n();
  return (
    <ol className="gh-chat">
      {messages.map((m) => {
        const who = m.from === 'agent' ? t('support.feedback.agent') : t('support.feedback.you');
        return (
          <li key={m.id} className={`gh-chat__message gh-chat__message--${m.from}`}>
            <span className="gh-chat__avatar" aria-hidden="true">
              {m.from === 'agent' ? <HeadsetIcon size={20} /> : <UserIcon size={20} />}
            </span>
            <article className="gh-chat__bubble" aria-label={who}>
              <header className="gh-chat__head">
                <strong>{who}</strong>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, lang)}</time>
              </header>
              {m.content ? (
                <p className="gh-chat__text" dir="auto">
                  {m.content}
                </p>
              ) : null}
              <MessageAttachments files={m.attachments} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
