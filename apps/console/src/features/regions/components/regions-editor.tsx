// A game's regions and servers, edited as a whole and saved in one go (the API replaces them all).
// The editor starts from what is stored (GET /staff/admin/games/:gameId/regions): every region with
// its servers and their names in every language, the ones not shown included, so a save keeps what
// was not touched; it asks before replacing anything.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LANGUAGES } from '@guildhall/contract/areas';
import type { AdminGame } from '@guildhall/contract/staff-admin';
import { ConfirmBox, ErrorLine } from '../../../components/list-editor';
import { LoadError, Loading } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { languageName } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { adminRegionsOptions, useSaveRegions } from '../api/regions';
import {
  namedLanguages,
  nextServerId,
  regionsToRows,
  rowKey,
  rowsToBody,
  type RegionRow,
  type ServerRow,
} from '../lib/regions';

function Editor({
  game,
  initial,
  external,
  languages,
}: {
  game: AdminGame;
  initial: RegionRow[];
  external: boolean;
  languages: readonly string[];
}) {
  const { t, lang: uiLang } = useI18n();
  const id = useId();
  const toast = useToast();
  const save = useSaveRegions(game.id);
  const [rows, setRows] = useState<RegionRow[]>(initial);
  // The game's editable languages and any other a stored name is in (so none is out of reach).
  const [named] = useState(() => namedLanguages(initial));
  const nameLanguages = LANGUAGES.filter((l) => languages.includes(l) || named.includes(l));
  // Names open in English where there are English names, else in the first language that has some.
  const [nameLang, setNameLang] = useState(() =>
    named.includes('en') ? 'en' : (named.find((l) => languages.includes(l)) ?? named[0] ?? languages[0] ?? 'en'),
  );
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const servers = rows.reduce((n, r) => n + r.servers.length, 0);
  const empty = rows.filter((r) => r.servers.length === 0).length;

  const update = (key: string, change: (r: RegionRow) => RegionRow) => {
    setRows((list) => list.map((r) => (r.key === key ? change(r) : r)));
    setConfirming(false);
  };
  const updateServer = (regionKey: string, serverKey: string, change: (s: ServerRow) => ServerRow) =>
    update(regionKey, (r) => ({ ...r, servers: r.servers.map((s) => (s.key === serverKey ? change(s) : s)) }));

  function review() {
    setError(null);
    const result = rowsToBody(rows);
    setInvalid(result.ok ? new Set() : result.invalid);
    if (!result.ok) return setError(t('admin.regions.invalid'));
    setConfirming(true);
  }

  async function replace() {
    const result = rowsToBody(rows);
    if (!result.ok) return;
    try {
      await save.mutateAsync(result.body);
      setConfirming(false);
      toast.success(t('admin.regions.saved', { regions: rows.length, servers }));
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  return (
    <div className="c-regions">
      {external ? (
        <div className="c-alert c-alert--warn">
          <span>{t('admin.regions.external')}</span>
        </div>
      ) : null}
      <div className="c-alert c-alert--info">
        <span>{t('admin.regions.notice')}</span>
      </div>
      <div className="c-field c-field--inline">
        <label htmlFor={`${id}-lang`}>{t('admin.regions.namesIn')}</label>
        <select id={`${id}-lang`} value={nameLang} onChange={(e) => setNameLang(e.target.value)}>
          {nameLanguages.map((l) => (
            <option key={l} value={l}>
              {languageName(l, uiLang)} ({l})
            </option>
          ))}
        </select>
      </div>
      {rows.length === 0 ? <p className="c-empty">{t('admin.regions.empty')}</p> : null}
      <ol className="c-regions__list">
        {rows.map((r, ri) => (
          <li key={r.key} className={`c-region${invalid.has(r.key) ? ' is-invalid' : ''}`}>
            <fieldset className="c-fieldset">
              <legend>{t('admin.regions.regionN', { n: ri + 1 })}</legend>
              <div className="c-region__head">
                <div className="c-field">
                  <label htmlFor={`${id}-${r.key}-id`}>{t('admin.regions.regionId')}</label>
                  <input
                    id={`${id}-${r.key}-id`}
                    className="c-mono"
                    value={r.gameAreaId}
                    maxLength={40}
                    aria-invalid={invalid.has(r.key) || undefined}
                    onChange={(e) => update(r.key, (x) => ({ ...x, gameAreaId: e.target.value }))}
                  />
                </div>
                <div className="c-field">
                  <label htmlFor={`${id}-${r.key}-name`}>
                    {t('admin.regions.name')} <span className="c-muted">({nameLang})</span>
                  </label>
                  <input
                    id={`${id}-${r.key}-name`}
                    lang={nameLang}
                    value={r.names[nameLang] ?? ''}
                    maxLength={60}
                    onChange={(e) =>
                      update(r.key, (x) => ({ ...x, names: { ...x.names, [nameLang]: e.target.value } }))
                    }
                  />
                </div>
                <button
                  type="button"
                  className="c-button c-button--small c-button--danger-ghost"
                  onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}
                >
                  {t('admin.regions.removeRegion', { id: r.gameAreaId || ri + 1 })}
                </button>
              </div>
              {r.servers.length === 0 ? <p className="c-warn-text c-small">{t('admin.regions.noServers')}</p> : null}
              {r.servers.length ? (
                <table className="c-table c-table--plain c-servers">
                  <caption className="c-visually-hidden">{t('admin.regions.serversOf', { id: r.gameAreaId })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.regions.serverId')}</th>
                      <th scope="col">
                        {t('admin.regions.name')} ({nameLang})
                      </th>
                      <th scope="col">
                        <span className="c-visually-hidden">{t('admin.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.servers.map((s, si) => (
                      <tr key={s.key} className={invalid.has(s.key) ? 'is-invalid' : undefined}>
                        <td>
                          <input
                            className="c-mono"
                            aria-label={t('admin.regions.serverIdN', { n: si + 1, region: r.gameAreaId })}
                            value={s.serverId}
                            maxLength={40}
                            aria-invalid={invalid.has(s.key) || undefined}
                            onChange={(e) => updateServer(r.key, s.key, (x) => ({ ...x, serverId: e.target.value }))}
                          />
                        </td>
                        <td>
                          <input
                            lang={nameLang}
                            aria-label={t('admin.regions.serverNameN', { n: si + 1, region: r.gameAreaId })}
                            value={s.names[nameLang] ?? ''}
                            maxLength={60}
                            onChange={(e) =>
                              updateServer(r.key, s.key, (x) => ({
                                ...x,
                                names: { ...x.names, [nameLang]: e.target.value },
                              }))
                            }
                          />
                        </td>
                        <td>
                          <button
                            type="button"
                            className="c-icon-button"
                            aria-label={t('admin.regions.removeServer', { id: s.serverId || si + 1 })}
                            title={t('admin.regions.removeServer', { id: s.serverId || si + 1 })}
                            onClick={() =>
                              update(r.key, (x) => ({ ...x, servers: x.servers.filter((y) => y.key !== s.key) }))
                            }
                          >
                            ×
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              <button
                type="button"
                className="c-button c-button--small"
                onClick={() =>
                  update(r.key, (x) => ({
                    ...x,
                    servers: [...x.servers, { key: rowKey(), serverId: nextServerId(rows), names: {} }],
                  }))
                }
              >
                {t('admin.regions.addServer')}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="c-button c-regions__add"
        onClick={() => setRows((list) => [...list, { key: rowKey(), gameAreaId: '', names: {}, servers: [] }])}
      >
        {t('admin.regions.addRegion')}
      </button>
      <ErrorLine message={error} />
      {confirming ? (
        <ConfirmBox
          small={false}
          message={`${t('admin.regions.confirm', { game: game.gameName, regions: rows.length, servers })}${empty ? ` ${t('admin.regions.confirmEmpty', { count: empty })}` : ''}`}
          confirmLabel={t('admin.regions.replace')}
          pendingLabel={t('app.saving')}
          pending={save.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void replace()}
        />
      ) : (
        <div className="c-form-actions">
          <button type="button" className="c-button c-button--primary" onClick={review}>
            {t('admin.regions.save')}
          </button>
        </div>
      )}
    </div>
  );
}

export function RegionsEditor({ game, languages }: { game: AdminGame; languages: readonly string[] }) {
  const { t } = useI18n();
  const stored = useQuery(adminRegionsOptions(game.id));
  return (
    <section className="c-card" aria-labelledby="c-regions-h">
      <h2 id="c-regions-h" className="c-card__title">
        {t('admin.regions.title')}
      </h2>
      {stored.data ? (
        // The rows are taken once: a refetch in the background (or its failure) never overwrites an edit.
        <Editor
          game={game}
          initial={regionsToRows(stored.data.regions)}
          external={stored.data.external}
          languages={languages}
        />
      ) : stored.isError ? (
        <LoadError error={stored.error} onRetry={() => void stored.refetch()} />
      ) : (
        <Loading />
      )}
    </section>
  );
}
