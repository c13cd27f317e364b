// Rules (admins): what the queue does by itself, in order, with a preview before saving.
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n';
import { WithRulesDirectory } from './rules-directory';
import { RulesList } from '../../../features/rules/components/rules-list';

export function RulesPage() {
  const t = useT();
  useEffect(() => {
    document.title = `${t('rules.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <div className="c-page">
      <header className="c-page__header">
        <div>
          <h1>{t('rules.title')}</h1>
          <p className="c-muted">{t('rules.intro')}</p>
        </div>
      </header>
      <WithRulesDirectory>
        <RulesList />
      </WithRulesDirectory>
    </div>
  );
}
