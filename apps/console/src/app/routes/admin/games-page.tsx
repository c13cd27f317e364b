// Games (admins): a brand's games with their artwork, area, platforms, order and visibility.
import { useEffect, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryFallback } from '../../../components/query-state';
import { TableWrap } from '../../../components/table-wrap';
import { useI18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { adminBrandsOptions } from '../../../features/brands/api/admin-brands';
import { adminGamesOptions } from '../../../features/games/api/games';
import { AREA_KEYS, editableLanguages, pick } from '../../../lib/languages';

export function GamesPage() {
  const { t, lang } = useI18n();
  const id = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const brands = useQuery(adminBrandsOptions());
  const brand = brands.data?.find((b) => b.id === params.get('brand')) ?? brands.data?.[0];
  const games = useQuery({ ...adminGamesOptions(brand?.id), enabled: !!brand });

  useEffect(() => {
    document.title = `${t('admin.game.title')} · ${t('app.name')}`;
  }, [t]);

  const order = [lang, ...editableLanguages([brand?.defaultArea])];
  return (
    <div className="c-page">
      <header className="c-page__header">
        <div>
          <h1>{t('admin.game.title')}</h1>
          <p className="c-muted">{t('admin.game.intro')}</p>
        </div>
        {brand ? (
          <Link className="c-button c-button--primary" to={paths.game.getHref('new', 'details', brand.id)}>
            {t('admin.game.new')}
          </Link>
        ) : null}
      </header>
      {!brands.isSuccess ? (
        <QueryFallback query={brands} />
      ) : (
        <>
          <div className="c-filters c-filters__row">
            <div className="c-field c-field--inline">
              <label htmlFor={`${id}-brand`}>{t('queue.brand')}</label>
              <select id={`${id}-brand`} value={brand?.id ?? ''} onChange={(e) => setParams({ brand: e.target.value })}>
                {brands.data.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {!games.isSuccess ? (
            <QueryFallback query={games} />
          ) : games.data.length === 0 ? (
            <p className="c-empty">{t('admin.game.empty')}</p>
          ) : (
            <TableWrap label={t('admin.game.listLabel', { brand: brand?.name ?? '' })}>
              <table className="c-table">
                <caption className="c-visually-hidden">
                  {t('admin.game.listLabel', { brand: brand?.name ?? '' })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="c-visually-hidden">{t('admin.artwork.icon')}</span>
                    </th>
                    <th scope="col" className="c-col-title">
                      {t('admin.game.gameName')}
                    </th>
                    <th scope="col">{t('admin.game.titleCol')}</th>
                    <th scope="col">{t('admin.game.area')}</th>
                    <th scope="col">{t('admin.game.platforms')}</th>
                    <th scope="col">{t('admin.languages')}</th>
                    <th scope="col">{t('admin.sortOrder')}</th>
                    <th scope="col">{t('admin.game.shown')}</th>
                  </tr>
                </thead>
                <tbody>
                  {games.data.map((g) => (
                    <tr
                      key={g.id}
                      onClick={(e) => {
                        if ((e.target as HTMLElement).closest('a, button')) return;
                        void navigate(paths.game.getHref(g.id));
                      }}
                    >
                      <td>
                        <img
                          className="c-game-icon"
                          src={g.artwork.icon}
                          alt=""
                          width={36}
                          height={36}
                          loading="lazy"
                        />
                      </td>
                      <td className="c-col-title">
                        <Link to={paths.game.getHref(g.id)}>{g.gameName}</Link>
                        <span className="c-muted c-small c-block">#{g.id}</span>
                      </td>
                      <td>{pick(g.texts, order)?.title ?? '—'}</td>
                      <td>{t(AREA_KEYS[g.area])}</td>
                      <td>{g.platforms.join(', ')}</td>
                      <td>
                        {Object.keys(g.texts).map((l) => (
                          <span key={l} className="c-tag c-tag--lang">
                            {l}
                          </span>
                        ))}
                      </td>
                      <td className="c-mono">{g.sort}</td>
                      <td>
                        {g.visible ? (
                          <span className="c-pill c-pill--ok">{t('admin.game.visibleYes')}</span>
                        ) : (
                          <span className="c-pill c-pill--warn">{t('admin.game.visibleNo')}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </>
      )}
    </div>
  );
}
