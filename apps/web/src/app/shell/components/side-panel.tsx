// The side panel opens from the inline end: from the right in LTR, from the left
// in RTL. It is a modal dialog: focus moves in, Escape and the backdrop close it.
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useBrand } from '../../../lib/brand';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { loginHref } from '../../../lib/redirect';
import { useToastOnLogout } from '../hooks/use-logout';
import { CloseIcon, CoinIcon, HeadsetIcon } from '../../../components/icons';
import { GridIcon, HelpIcon, HomeIcon, LogoutIcon, UserIcon } from '../../../components/page-icons';
import { useSimpleGames } from '../../../features/games/api/get-games';
import { useCurrentGame } from '../hooks/use-current-game';
import { RechargeLink } from './recharge-link';

export function SidePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const brand = useBrand();
  const t = useT();
  const { loggedIn, username } = useAuth();
  const { pathname, search } = useLocation();
  const logout = useToastOnLogout();
  const games = useSimpleGames();
  const game = useCurrentGame();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id="gh-side-panel"
      className="gh-panel"
      aria-label={t('nav.menu')}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === dialog.current) onClose();
      }}
    >
      <div className="gh-panel__inner">
        <div className="gh-panel__head">
          <img src={brand.logo} alt="" width={150} height={40} />
          <button type="button" className="gh-icon-button" onClick={onClose} aria-label={t('nav.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.menu')}>
          <ul className="gh-panel__nav">
            <li>
              <NavLink to={webPaths.home} end>
                <HomeIcon size={20} /> {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={webPaths.allGames}>
                <GridIcon size={20} /> {t('nav.allGames')}
              </NavLink>
            </li>
            <li>
              <NavLink to={webPaths.supportGame}>
                <HeadsetIcon size={20} /> {t('nav.supportCenter')}
              </NavLink>
            </li>
            <li>
              <NavLink to={game ? `${webPaths.supportFaq}?clientId=${game.id}` : webPaths.supportFaq}>
                <HelpIcon size={20} /> {t('nav.faq')}
              </NavLink>
            </li>
            {brand.userCenter && loggedIn ? (
              <li>
                <NavLink to={webPaths.userCenter}>
                  <UserIcon size={20} /> {t('nav.userCenter')}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        {games.data && games.data.length > 0 ? (
          <section className="gh-panel__games" aria-labelledby="gh-panel-games">
            <h2 id="gh-panel-games">{t('nav.games')}</h2>
            <ul>
              {games.data.map((g) => (
                <li key={g.id}>
                  <Link to={`${webPaths.gameDetails}?id=${g.id}`}>
                    <img src={g.imageConfig.icon} alt="" width={40} height={40} loading="lazy" />
                    <span>{g.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {loggedIn ? (
          <div className="gh-panel__account">
            {username ? (
              <p className="gh-panel__user">
                <UserIcon size={20} />
                <span>
                  <span className="gh-panel__user-label">{t('nav.loggedInAs')}</span>{' '}
                  <strong dir="auto">{username}</strong>
                </span>
              </p>
            ) : null}
            {brand.rechargeButton ? (
              <RechargeLink className="gh-button gh-button--primary" game={game}>
                <CoinIcon size={18} /> {t('nav.recharge')}
              </RechargeLink>
            ) : null}
            <button type="button" className="gh-button" onClick={logout}>
              <LogoutIcon size={18} /> {t('nav.logout')}
            </button>
          </div>
        ) : (
          <div className="gh-panel__account">
            <Link className="gh-button gh-button--primary" to={loginHref(`${pathname}${search}`)}>
              <UserIcon size={18} /> {t('nav.login')}
            </Link>
          </div>
        )}
      </div>
    </dialog>
  );
}
