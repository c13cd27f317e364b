// Macros (admins): one click of a rule's actions for agents, on an inquiry or a selection.
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n';
import { WithRulesDirectory } from './rules-directory';
import { MacrosList } from '../../../features/rules/components/macros-list';

export function MacrosPage() {
  const t = useT();
  useEffect(() => {
    document.title = `${t('macros.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <div className="c-page">
      <header className="c-page__header">
        <div>
          <h1>{t('macros.title')}</h1>
          <p className="c-muted">{t('macros.intro')}</p>
        </div>
      </header>
      <WithRulesDirectory>
        <MacrosList />
      </WithRulesDirectory>
    </div>
  );
}
