import { Link } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import { useT } from '../../../lib/i18n';

/** No game is known (or the one named is not this site's): "please select a game or service". */
export function SelectGameState() {
  const t = useT();
  return (
    <div className="gh-state gh-support-card" role="status">
      <p>{t('support.game.select')}</p>
      <Link className="gh-button gh-button--primary" to={webPaths.supportGame}>
        {t('support.game.choose')}
      </Link>
    </div>
  );
}
