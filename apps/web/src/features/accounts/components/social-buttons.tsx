// Social login buttons for the providers the login config offers. Monochrome inline marks (no
// external images); the accessible name says what happens: "Continue with Google".
import type { SocialProvider } from '@guildhall/contract/account-types';
import { useT } from '../../../lib/i18n';

/** Provider names are brand names: the same in every language. */
const PROVIDER_NAMES: Record<SocialProvider, string> = {
  apple: 'Apple',
  google: 'Google',
  facebook: 'Facebook',
  vk: 'VK',
  twitter: 'Twitter',
};

const MARKS: Record<SocialProvider, string> = {
  apple:
    'M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.2 4.2 0 0 0-3.3-1.8c-1.4-.1-2.8.8-3.5.8-.7 0-1.8-.8-3-.8a4.4 4.4 0 0 0-3.8 2.3c-1.6 2.8-.4 6.9 1.2 9.2.8 1.1 1.7 2.3 2.9 2.3 1.1 0 1.6-.7 3-.7s1.8.7 3 .7c1.2 0 2-1.1 2.8-2.2a9.9 9.9 0 0 0 1.2-2.6 4 4 0 0 1-2.5-3.7ZM14.1 5.9A4 4 0 0 0 15 3a4 4 0 0 0-2.6 1.4 3.8 3.8 0 0 0-1 2.7 3.3 3.3 0 0 0 2.7-1.2Z',
  google:
    'M21.4 10.2H12v3.9h5.4a5.6 5.6 0 0 1-5.4 3.9 6 6 0 1 1 3.9-10.6l2.8-2.8A10 10 0 1 0 22 12c0-.6-.2-1.2-.6-1.8Z',
  facebook:
    'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.2c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.5 2.9h-2.3v7A10 10 0 0 0 22 12Z',
  vk: 'M13 18C6.8 18 3.2 13.7 3 6.6h3.1c.1 5.2 2.4 7.4 4.2 7.9V6.6h2.9v4.5c1.8-.2 3.7-2.2 4.3-4.5h2.9a8.7 8.7 0 0 1-3.9 5.6 9 9 0 0 1 4.6 5.8h-3.2a5.7 5.7 0 0 0-4.7-4.1V18H13Z',
  twitter:
    'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.8-6.3L5.5 21H2.4l7.2-8.2L2 3h6.3l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
};

export function SocialButtons({
  providers,
  pending,
  onChoose,
}: {
  providers: SocialProvider[];
  /** The provider being started (its button shows it is busy), or null. */
  pending: SocialProvider | null;
  onChoose: (provider: SocialProvider) => void;
}) {
  const t = useT();
  if (providers.length === 0) return null;
  return (
    <ul className="gh-social" aria-label={t('auth.socialTitle')}>
      {providers.map((p) => (
        <li key={p}>
          <button
            type="button"
            className="gh-button gh-social__button"
            disabled={pending !== null}
            aria-busy={pending === p || undefined}
            onClick={() => onChoose(p)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={MARKS[p]} />
            </svg>
            <span>{t('auth.continueWith', { provider: PROVIDER_NAMES[p] })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
