// SLAs (admins): the policies that promise a first response, a next response and a
// resolution in working time, and the calendars (time zone, working periods, holidays) they count in.
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n';
import { SlaAdmin } from '../../../features/sla/components/sla-admin';
import { useBrands } from '../../../features/brands/api/get-brands';
import { useStaff } from '../../auth';

export function SlaPage() {
  const t = useT();
  const { brands } = useBrands();
  const staff = useStaff();
  useEffect(() => {
    document.title = `${t('sla.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <div className="c-page">
      <header className="c-page__header">
        <div>
          <h1>{t('sla.title')}</h1>
          <p className="c-muted">{t('sla.intro')}</p>
        </div>
      </header>
      <SlaAdmin brands={brands} everyBrand={staff.allBrands === true} />
    </div>
  );
}
