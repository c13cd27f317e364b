import type { UserInfo } from '@guildhall/contract/accounts';
import type { AccountType } from '@guildhall/contract/account-types';
import { useI18n, type MessageKey } from '../../../lib/i18n';

const TYPE_KEYS: Record<AccountType, MessageKey> = {
  GUEST: 'ucenter.typeGuest',
  PLATFORM: 'ucenter.typePlatform',
  OFFICIAL: 'ucenter.typeOfficial',
};

function formatBirthday(value: string, lang: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // A birthday is a calendar date: read and shown in UTC so no time zone moves it a day.
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The profile: account, user name, phone or email, birthday, certified flag. */
export function ProfileCard({ info }: { info: UserInfo }) {
  const { t, lang } = useI18n();
  const notSet = <span className="gh-ucenter__unset">{t('ucenter.notSet')}</span>;
  return (
    <section className="gh-ucenter__card" aria-labelledby="gh-ucenter-profile">
      <h2 id="gh-ucenter-profile">{t('ucenter.profileTitle')}</h2>
      <dl className="gh-ucenter__facts">
        <div>
          <dt>{t('ucenter.account')}</dt>
          <dd dir="auto">{info.account}</dd>
        </div>
        <div>
          <dt>{t('ucenter.username')}</dt>
          <dd dir="auto">{info.username}</dd>
        </div>
        <div>
          <dt>{t('ucenter.accountType')}</dt>
          <dd>{t(TYPE_KEYS[info.type])}</dd>
        </div>
        {info.email || !info.phone ? (
          <div>
            <dt>{t('ucenter.email')}</dt>
            <dd>
              {info.email ? (
                <>
                  <span dir="ltr">{info.email}</span>{' '}
                  <span className={`gh-badge ${info.emailCertified ? 'gh-badge--ok' : ''}`}>
                    {info.emailCertified ? t('ucenter.verified') : t('ucenter.notVerified')}
                  </span>
                </>
              ) : (
                notSet
              )}
            </dd>
          </div>
        ) : null}
        {info.phone ? (
          <div>
            <dt>{t('ucenter.phone')}</dt>
            <dd dir="ltr">{info.phone}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('ucenter.birthday')}</dt>
          <dd>{info.birthday ? formatBirthday(info.birthday, lang) : notSet}</dd>
        </div>
      </dl>
    </section>
  );
}
