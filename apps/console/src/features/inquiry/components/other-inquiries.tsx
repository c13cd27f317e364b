import { useId } from 'react';
import { Link } from 'react-router';
import { PlayerText } from '../../../components/player-text';
import { RelativeTime } from '../../../components/relative-time';
import { StatusChip } from '../../../components/status-chip';
import { paths } from '../../../lib/paths';
import { useT } from '../../../lib/i18n';
import type { InquiryDetail } from '../api/get-inquiry';

export function OtherInquiries({ list }: { list: InquiryDetail['otherInquiries'] }) {
  const t = useT();
  const id = useId();
  return (
    <section className="c-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('inquiry.others')}
      </h2>
      {list.length === 0 ? (
        <p className="c-muted">{t('inquiry.noOthers')}</p>
      ) : (
        <ul className="c-others">
          {list.map((o) => (
            <li key={o.inquiryId}>
              <Link to={paths.inquiry.getHref(o.inquiryId)}>
                <span className="c-mono">#{o.inquiryId}</span> <PlayerText text={o.title} lang={o.lang} />
              </Link>
              <span className="c-others__meta">
                {o.mergedInto !== undefined ? (
                  <span className="c-chip c-chip--closed">{t('merge.mergedInto', { target: o.mergedInto })}</span>
                ) : (
                  <StatusChip status={o.status} />
                )}{' '}
                <RelativeTime iso={o.createdAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
