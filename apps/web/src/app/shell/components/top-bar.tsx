import { Link, useLocation } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useBrand } from '../../../lib/brand';
import { useLocale } from '../../../lib/locale';
import { useT } from '../../../lib/i18n';
import { CoinIcon, MenuIcon, RepayIcon } from '../../../components/icons';
import { useCurrentGame } from '../hooks/use-current-game';
import { useFeedbackDot } from '../hooks/use-feedback-dot';
import { LanguageSwitch } from './language-switch';
import { RechargeLink } from './recharge-link';

const REPAYMENT_ROUTES = [webPaths.supportQuestion, webPaths.supportInquiry].map((p) => p.toLowerCase());

export function TopBar({ onMenu, menuOpen }: { onMenu: () => void; menuOpen: boolean }) {
  const brand = useBrand();
  const { languages } = useLocale();
  const t = useT();
  const { pathname } = useLocation();
  const game = useCurrentGame();
  const hasDot = useFeedbackDot();
  // Self-service repayment: only on support steps two and three, for a known game with a link.
  const repayment = REPAYMENT_ROUTES.includes(pathname.toLowerCase()) && game?.link.payment ? game.link.payment : null;

  return (
    <header className="gh-topbar">
      <Link to={webPaths.home} className="gh-topbar__logo">
        <img src={brand.logo} alt={brand.name} width={180} height={48} />
      </Link>
      <div className="gh-topbar__actions">
        {languages.length > 1 ? <LanguageSwitch /> : null}
        {repayment ? (
          <a className="gh-topbar__repay" href={repayment} target="_blank" rel="noopener noreferrer">
            <RepayIcon size={20} />
            <span>{t('game.repayment')}</span>
          </a>
        ) : null}
        {brand.rechargeButton ? (
          <RechargeLink className="gh-topbar__recharge" game={game} label={t('nav.recharge')}>
            <CoinIcon size={20} />
            <span>{t('nav.recharge')}</span>
          </RechargeLink>
        ) : null}
        <button
          type="button"
          className="gh-icon-button gh-topbar__menu"
          onClick={onMenu}
          aria-expanded={menuOpen}
          aria-controls="gh-side-panel"
          aria-label={hasDot ? `${t('nav.menu')} (${t('nav.unreadFeedback')})` : t('nav.menu')}
        >
          <MenuIcon />
          {hasDot ? <span className="gh-dot" data-testid="feedback-dot" /> : null}
        </button>
      </div>
    </header>
  );
}
