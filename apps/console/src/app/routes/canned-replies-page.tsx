// Canned replies per brand and language: the list, and an editor to create or change one.
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LANGUAGES } from '@guildhall/contract/areas';
import { ConfirmBox, useListEditor } from '../../components/list-editor';
import { QueryFallback } from '../../components/query-state';
import { RelativeTime } from '../../components/relative-time';
import { useToast } from '../../components/toast';
import { errorText } from '../../lib/errors';
import { languageName } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { useBrands } from '../../features/brands/api/get-brands';
import { cannedRepliesOptions, type CannedReplyItem } from '../../features/canned/api/get-canned-replies';
import { useDeleteCannedReply } from '../../features/canned/api/save-canned-reply';
import { CannedEditor } from '../../features/canned/components/canned-editor';
import { useStaff } from '../auth';

export function CannedRepliesPage() {
  const { t, lang: uiLang } = useI18n();
  const staff = useStaff();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const brand = staff.brands.includes(params.get('brand') ?? '') ? params.get('brand')! : (staff.brands[0] ?? '');
  const langParam = params.get('lang');
  const lang = langParam && (LANGUAGES as readonly string[]).includes(langParam) ? langParam : null;
  const list = useQuery({ ...cannedRepliesOptions(brand, lang), enabled: !!brand });
  const editor = useListEditor<CannedReplyItem>();
  const remove = useDeleteCannedReply();
  const toast = useToast();
  const { brandName } = useBrands();

  async function confirmDelete(item: CannedReplyItem) {
    try {
      await remove.mutateAsync(item.id);
      editor.dismiss();
      if (editor.item?.id === item.id) editor.close();
      toast.success(t('canned.deleted', { title: item.title }));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  }

  useEffect(() => {
    document.title = `${t('canned.title')} · ${t('app.name')}`;
  }, [t]);

  const setFilter = (key: 'brand' | 'lang', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  return (
    <div className="c-page">
      <header className="c-page__header">
        <div>
          <h1>{t('canned.title')}</h1>
          <p className="c-muted">{t('canned.intro')}</p>
        </div>
        <button type="button" className="c-button c-button--primary" onClick={editor.create} disabled={!brand}>
          {t('canned.new')}
        </button>
      </header>
      <div className="c-filters__row c-filters">
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-brand`}>{t('canned.brand')}</label>
          <select id={`${id}-brand`} value={brand} onChange={(e) => setFilter('brand', e.target.value)}>
            {staff.brands.map((b) => (
              <option key={b} value={b}>
                {brandName(b)}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field c-field--inline">
          <label htmlFor={`${id}-lang`}>{t('canned.lang')}</label>
          <select id={`${id}-lang`} value={lang ?? ''} onChange={(e) => setFilter('lang', e.target.value)}>
            <option value="">{t('canned.allLangs')}</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {languageName(l, uiLang)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="c-canned">
        <div className="c-canned__list">
          {!list.isSuccess ? (
            <QueryFallback query={list} />
          ) : list.data.length === 0 ? (
            <p className="c-empty">{t('canned.empty')}</p>
          ) : (
            <ul className="c-canned__items" aria-label={t('canned.listLabel')}>
              {list.data.map((c) => (
                <li key={c.id} className={`c-card c-canned__item${editor.item?.id === c.id ? ' is-selected' : ''}`}>
                  <div className="c-canned__item-head">
                    <h2 lang={c.lang} dir="auto">
                      {c.title}
                    </h2>
                    <span className="c-tag" title={c.brand}>
                      {brandName(c.brand)}
                    </span>
                    <span className="c-tag" title={languageName(c.lang, uiLang)}>
                      {c.lang}
                    </span>
                    <button
                      type="button"
                      className="c-button c-button--small"
                      onClick={() => editor.edit(c)}
                      aria-label={`${t('canned.edit')}: ${c.title}`}
                    >
                      {t('canned.edit')}
                    </button>
                    <button
                      type="button"
                      className="c-button c-button--small c-button--danger-ghost"
                      onClick={() => editor.ask(c.id)}
                      aria-label={`${t('canned.delete')}: ${c.title}`}
                      aria-expanded={editor.confirming === c.id}
                    >
                      {t('canned.delete')}
                    </button>
                  </div>
                  {editor.confirming === c.id ? (
                    <ConfirmBox
                      message={t('canned.confirmDelete', { title: c.title })}
                      confirmLabel={t('canned.deleteConfirm')}
                      pendingLabel={t('app.deleting')}
                      pending={remove.isPending}
                      onCancel={editor.dismiss}
                      onConfirm={() => void confirmDelete(c)}
                    />
                  ) : null}
                  <p className="c-canned__body" lang={c.lang} dir="auto">
                    {c.body}
                  </p>
                  <p className="c-muted c-small">
                    <RelativeTime iso={c.updatedAt} format={(time) => t('canned.updated', { time })} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
        {editor.editing ? (
          <CannedEditor
            key={editor.item?.id ?? 'new'}
            initial={editor.item}
            brands={staff.brands}
            brandName={brandName}
            defaults={{ brand, lang: lang ?? 'en' }}
            onDone={editor.close}
          />
        ) : null}
      </div>
    </div>
  );
}
