// Staff accounts (admins): who can sign in to the console, with what role and for which brands.
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n';
import { StaffAccounts } from '../../../features/admin/components/staff-accounts';
import { useStaff } from '../../auth';

export function StaffPage() {
  const t = useT();
  const me = useStaff();

  useEffect(() => {
    document.title = `${t('admin.staff.title')} · ${t('app.name')}`;
  }, [t]);

  return (
    <div className="c-page">
      <header className="c-page__header">
        <div>
          <h1>{t('admin.staff.title')}</h1>
          <p className="c-muted">{t('admin.staff.intro')}</p>
        </div>
      </header>
      <StaffAccounts selfId={me.id} />
    </div>
  );
}
