import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { formatDateTime } from '../lib/dates';
import { Modal } from './modal';
import { StatusChip } from './status-chip';

/** An inquiry for this game is still open: follow it, or start a new one (closing means the latter). */
export function UnresolvedDialog({
  open,
  inquiry,
  viewHref,
  onStartNew,
}: {
  open: boolean;
  inquiry: { inquiryId: number; title: string; status: number; createdAt: string };
  viewHref: string;
  onStartNew: () => void;
}) {
  const { t, lang } = useI18n();
  return (
    <Modal open={open} onClose={onStartNew} title={t('support.unresolved.title')}>
      <p>{t('support.unresolved.body')}</p>
      <div className="gh-unresolved">
        <strong dir="auto">{inquiry.title}</strong>
        <span className="gh-unresolved__meta">
          <StatusChip status={inquiry.status} />
          <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt, lang)}</time>
        </span>
      </div>
      <div className="gh-modal__actions">
        <button type="button" className="gh-button" onClick={onStartNew}>
          {t('support.unresolved.startNew')}
        </button>
        <Link className="gh-button gh-button--primary" to={viewHref}>
          {t('support.unresolved.view')}
        </Link>
      </div>
    </Modal>
  );
}
