// Who is asking, from where and on what: the facts an agent checks before answering.
import { useId, type ReactNode } from 'react';
import { PlayerText } from '../../../components/player-text';
import { dateTime, languageName } from '../../../lib/format';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import type { InquiryDetail } from '../api/get-inquiry';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function both(name: string, code: string): string {
  if (!name) return code;
  if (!code || name === code) return name;
  return `${name} (${code})`;
}

export function PlayerPanel({ detail }: { detail: InquiryDetail }) {
  const { t, lang } = useI18n();
  const id = useId();
  const { inquiry, player } = detail;
  const none = <span className="c-muted">—</span>;
  const typeKey = `inquiry.type${player.type}` as MessageKey;
  return (
    <section className="c-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('inquiry.player')}
      </h2>
      <dl className="c-facts">
        <Row label={t('inquiry.account')}>
          {player.deletedAt ? (
            // Deleted on request: no personal data is left to show.
            <>
              <span className="c-pill c-pill--warn">{t('inquiry.deletedPlayer')}</span>{' '}
              <span className="c-muted c-small">
                <time dateTime={player.deletedAt}>
                  {t('inquiry.deletedAt', { time: dateTime(player.deletedAt, lang) })}
                </time>
              </span>
            </>
          ) : (
            <span className="c-mono">{player.account}</span>
          )}
        </Row>
        <Row label={t('inquiry.accountType')}>
          {['GUEST', 'PLATFORM', 'OFFICIAL'].includes(player.type) ? t(typeKey) : player.type}
        </Row>
        <Row label={t('inquiry.username')}>
          {player.username ? <PlayerText text={player.username} lang={inquiry.lang} /> : none}
        </Row>
        <Row label={t('inquiry.accountEmail')}>
          {player.email ? (
            <>
              {player.email}{' '}
              <span className={`c-pill ${player.emailCertified ? 'c-pill--ok' : 'c-pill--warn'}`}>
                {player.emailCertified ? t('inquiry.verified') : t('inquiry.unverified')}
              </span>
            </>
          ) : (
            none
          )}
        </Row>
        <Row label={t('inquiry.contactEmail')}>
          {inquiry.email ? <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a> : none}
        </Row>
        <Row label={t('inquiry.contactPhone')}>{inquiry.phone || none}</Row>
        <Row label={t('inquiry.game')}>{inquiry.gameName}</Row>
        <Row label={t('inquiry.region')}>{both(inquiry.areaName, inquiry.gameAreaId)}</Row>
        <Row label={t('inquiry.server')}>{both(inquiry.serverName, inquiry.serverId) || none}</Row>
        <Row label={t('inquiry.character')}>
          {inquiry.roleName || inquiry.roleId ? (
            <PlayerText text={both(inquiry.roleName, inquiry.roleId)} lang={inquiry.lang} />
          ) : (
            none
          )}
        </Row>
        <Row label={t('inquiry.category')}>
          {inquiry.queryTypeName || t('queue.categoryN', { id: inquiry.queryType })}
        </Row>
        <Row label={t('inquiry.language')}>{languageName(inquiry.lang, lang)}</Row>
        <Row label={t('inquiry.platform')}>{inquiry.platform || none}</Row>
        <Row label={t('inquiry.rating')}>
          {inquiry.score !== null ? (
            <>
              <span aria-hidden="true">
                {'★'.repeat(inquiry.score)}
                {'☆'.repeat(5 - inquiry.score)}
              </span>{' '}
              {t('inquiry.ratingValue', { score: inquiry.score })}
              {inquiry.scoreComment ? (
                <PlayerText as="q" className="c-quote" text={inquiry.scoreComment} lang={inquiry.lang} />
              ) : null}
            </>
          ) : (
            <span className="c-muted">{t('inquiry.notGiven')}</span>
          )}
        </Row>
      </dl>
      {inquiry.userAgent ? (
        <details className="c-ua">
          <summary>{t('inquiry.userAgent')}</summary>
          <code>{inquiry.userAgent}</code>
        </details>
      ) : null}
      <p className="c-muted c-small">
        <time dateTime={inquiry.createdAt}>{t('inquiry.filed', { time: dateTime(inquiry.createdAt, lang) })}</time>
      </p>
    </section>
  );
}
