// Brands (admins): every brand in a list, its settings in the form beside it (?brand= in the URL).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryFallback } from '../../../components/query-state';
import { useT } from '../../../lib/i18n';
import { adminBrandsOptions } from '../../../features/brands/api/admin-brands';
import { BrandForm } from '../../../features/brands/components/brand-form';

export function BrandsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const brands = useQuery(adminBrandsOptions());
  const list = brands.data ?? [];
  const current = list.find((b) => b.id === params.get('brand')) ?? list[0];

  useEffect(() => {
    document.title = `${t('admin.brand.title')} · ${t('app.name')}`;
  }, [t]);

  return (
    <div className="c-page">
      <header className="c-page__header">
        <div>
          <h1>{t('admin.brand.title')}</h1>
          <p className="c-muted">{t('admin.brand.intro')}</p>
        </div>
      </header>
      {!brands.isSuccess ? (
        <QueryFallback query={brands} />
      ) : (
        <div className="c-split">
          <nav className="c-split__list" aria-label={t('admin.brand.list')}>
            <ul className="c-pick-list">
              {list.map((b) => (
                <li key={b.id}>
                  <button
                    type="button"
                    className={`c-pick${b.id === current?.id ? ' is-active' : ''}`}
                    aria-current={b.id === current?.id ? 'true' : undefined}
                    onClick={() => setParams({ brand: b.id })}
                  >
                    <span
                      className="c-pick__swatch"
                      style={{ background: b.mainColor, borderRadius: `${Math.min(b.radius, 10)}px` }}
                      aria-hidden="true"
                    />
                    <span className="c-pick__text">
                      <strong>{b.name}</strong>
                      <span className="c-muted c-small">
                        {b.id} · {b.mainColor}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {current ? (
            <BrandForm key={current.id} brand={current} />
          ) : (
            <p className="c-empty">{t('admin.brand.none')}</p>
          )}
        </div>
      )}
    </div>
  );
}
