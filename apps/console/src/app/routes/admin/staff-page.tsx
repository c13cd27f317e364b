// Staff accounts (admins): who can sign in to the console, with what role and for which brands.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryFallback } from '../../../components/query-state';
import { useT } from '../../../lib/i18n';
import { AgentAssignment } from '../../../features/assignment/components/agent-assignment';
import { adminBrandsOptions } from '../../../features/brands/api/admin-brands';
import { StaffAccounts } from '../../../features/staff/components/staff-accounts';
import { useStaff } from '../../auth';

/** The accounts with the brands they may be given and, under an account's editor, its automatic assignment. */
export function StaffAdmin({ selfId }: { selfId: number }) {
  const brands = useQuery(adminBrandsOptions());
  if (!brands.isSuccess) return <QueryFallback query={brands} />;
  return (
    <StaffAccounts
      selfId={selfId}
      brands={brands.data}
      assignment={(account) => <AgentAssignment account={account} />}
    />
  );
}

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
      <StaffAdmin selfId={me.id} />
    </div>
  );
}
