// A game's details: name, brand, area, platforms, links, order, shown or hidden, and the texts per
// language (tabs: the languages of the brand's and the game's area, and English).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AREA_LANGUAGES, AREAS, type Area } from '@guildhall/contract/areas';
import { PLATFORMS } from '@guildhall/contract/constants';
import type { AdminBrand, AdminGame } from '@guildhall/contract/staff-admin';
import { useToast } from '../../../components/toast';
import { newIdempotencyKey } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { useSaveGame } from '../api/games';
import { EMPTY_TEXT, formToGameEdit, gameToForm, newGameForm, type GameField, type GameFormValues, type GameText } from '../lib/game-form';
import { editableLanguages } from '../lib/languages';
import { AREA_KEYS } from './brand-form';
import { LanguageTabs } from './language-tabs';

const FIELD_ERRORS: Partial<Record<GameField, MessageKey>> = {
  gameName: 'admin.gameErrors.gameName',
  platforms: 'admin.gameErrors.platforms',
  rechargeUrl: 'admin.gameErrors.url',
  repaymentUrl: 'admin.gameErrors.url',
  downloadUrl: 'admin.gameErrors.url',
  sort: 'admin.gameErrors.sort',
  texts: 'admin.gameErrors.texts',
  brand: 'admin.gameErrors.brand',
};
const TEXT_ERRORS: Record<keyof GameText, MessageKey> = {
  title: 'admin.gameErrors.title',
  subTitle: 'admin.gameErrors.subTitle',
  description: 'admin.gameErrors.description',
};
/** Android and iOS are product names, the same in every language; "Web" is a word and is translated. */
const PLATFORM_NAMES: Record<Exclude<(typeof PLATFORMS)[number], 'web'>, string> = { android: 'Android', ios: 'iOS' };

export function GameForm({
  game,
  brands,
  defaultBrand,
  onSaved,
}: {
  game: AdminGame | null;
  brands: readonly AdminBrand[];
  defaultBrand: string;
  onSaved: (game: AdminGame) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const save = useSaveGame();
  const initialBrand = brands.find((b) => b.id === (game?.brand ?? defaultBrand)) ?? brands[0];
  const [values, setValues] = useState<GameFormValues>(() => (game ? gameToForm(game) : newGameForm(initialBrand?.id ?? defaultBrand, initialBrand?.defaultArea ?? 'kr')));
  const brandArea = brands.find((b) => b.id === values.brand)?.defaultArea;
  const languages = editableLanguages([brandArea, values.area], Object.keys(values.texts));
  const [tab, setTab] = useState<string>(() => languages[0] ?? 'en');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<GameField, string>>>({});
  const [textErrors, setTextErrors] = useState<Partial<Record<string, Partial<Record<keyof GameText, string>>>>>({});
  const [error, setError] = useState<string | null>(null);
  // One key per attempt at creating: a retry after a lost answer creates the game once.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const activeTab = languages.includes(tab as never) ? tab : (languages[0] ?? 'en');
  const text = values.texts[activeTab] ?? EMPTY_TEXT;

  const set = <K extends keyof GameFormValues>(key: K, value: GameFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setAttemptKey(newIdempotencyKey());
  };
  const setText = (key: keyof GameText, value: string) => {
    setValues((v) => ({ ...v, texts: { ...v.texts, [activeTab]: { ...(v.texts[activeTab] ?? EMPTY_TEXT), [key]: value } } }));
    setAttemptKey(newIdempotencyKey());
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const result = formToGameEdit(values);
    if (!result.ok) {
      setFieldErrors(result.fields);
      setTextErrors(result.texts);
      const badLang = Object.keys(result.texts)[0];
      if (badLang && Object.keys(result.fields).length === 0) setTab(badLang);
      setError(t('errors.validation'));
      return;
    }
    setFieldErrors({});
    setTextErrors({});
    try {
      const saved = await save.mutateAsync({ gameId: game?.id ?? null, body: result.body, idempotencyKey: attemptKey });
      toast.success(game ? t('admin.game.saved', { name: saved.gameName }) : t('admin.game.created', { name: saved.gameName }));
      onSaved(saved);
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  const fieldError = (key: GameField) =>
    fieldErrors[key] ? (
      <p className="c-field__error" id={`${id}-${key}-error`}>
        {t(FIELD_ERRORS[key] ?? 'errors.validation')}
      </p>
    ) : null;
  const described = (key: GameField) => (fieldErrors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {});
  const row = (key: GameField, label: string, control: ReactNode) => (
    <div className="c-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {control}
      {fieldError(key)}
    </div>
  );

  return (
    <form className="c-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('admin.game.details')}
      </h2>
      <div className="c-grid-2">
        {row('gameName', t('admin.game.gameName'), <input id={`${id}-gameName`} value={values.gameName} maxLength={100} onChange={(e) => set('gameName', e.target.value)} {...described('gameName')} />)}
        {row(
          'brand',
          t('admin.game.brand'),
          <select id={`${id}-brand`} value={values.brand} onChange={(e) => set('brand', e.target.value)} {...described('brand')}>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>,
        )}
        {row(
          'area',
          t('admin.game.area'),
          <select id={`${id}-area`} value={values.area} onChange={(e) => set('area', e.target.value as Area)}>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {t(AREA_KEYS[a])} ({AREA_LANGUAGES[a].join(', ')})
              </option>
            ))}
          </select>,
        )}
        {row('sort', t('admin.game.sort'), <input id={`${id}-sort`} type="number" min={0} max={10000} className="c-input--short" value={values.sort} onChange={(e) => set('sort', e.target.value)} {...described('sort')} />)}
      </div>
      <fieldset className="c-fieldset c-fieldset--inline" aria-describedby={fieldErrors.platforms ? `${id}-platforms-error` : undefined}>
        <legend>{t('admin.game.platforms')}</legend>
        {PLATFORMS.map((p) => (
          <label key={p} className="c-check">
            <input
              type="checkbox"
              checked={values.platforms.includes(p)}
              onChange={(e) => set('platforms', e.target.checked ? PLATFORMS.filter((x) => x === p || values.platforms.includes(x)) : values.platforms.filter((x) => x !== p))}
            />
            {p === 'web' ? t('admin.game.platformWeb') : PLATFORM_NAMES[p]}
          </label>
        ))}
        {fieldError('platforms')}
      </fieldset>
      <div className="c-grid-2">
        {row('rechargeUrl', t('admin.game.rechargeUrl'), <input id={`${id}-rechargeUrl`} type="url" value={values.rechargeUrl} onChange={(e) => set('rechargeUrl', e.target.value)} {...described('rechargeUrl')} />)}
        {row('repaymentUrl', t('admin.game.repaymentUrl'), <input id={`${id}-repaymentUrl`} type="url" value={values.repaymentUrl} onChange={(e) => set('repaymentUrl', e.target.value)} {...described('repaymentUrl')} />)}
        {row(
          'downloadUrl',
          t('admin.game.downloadUrl'),
          <input id={`${id}-downloadUrl`} type="url" value={values.downloadUrl} placeholder={t('admin.game.optional')} onChange={(e) => set('downloadUrl', e.target.value)} {...described('downloadUrl')} />,
        )}
        <label className="c-check c-check--field">
          <input type="checkbox" checked={values.visible} onChange={(e) => set('visible', e.target.checked)} />
          {t('admin.game.visible')}
        </label>
      </div>
      <h3 className="c-subheading">{t('admin.game.texts')}</h3>
      <p className="c-muted c-small">{t('admin.game.textsHint')}</p>
      {fieldError('texts')}
      <LanguageTabs
        languages={languages}
        active={activeTab}
        onChange={setTab}
        label={t('admin.game.texts')}
        filled={(l) => !!values.texts[l]?.title.trim()}
        invalid={(l) => !!textErrors[l]}
      >
        {(['title', 'subTitle', 'description'] as const).map((key) => {
          const err = textErrors[activeTab]?.[key];
          const common = {
            id: `${id}-text-${key}`,
            value: text[key],
            'aria-invalid': err ? true : undefined,
            'aria-describedby': err ? `${id}-text-${key}-error` : undefined,
          };
          return (
            <div className="c-field" key={key}>
              <label htmlFor={`${id}-text-${key}`}>{t(`admin.gameText.${key}`)}</label>
              {key === 'description' ? (
                <textarea {...common} rows={6} maxLength={4000} onChange={(e) => setText(key, e.target.value)} />
              ) : (
                <input {...common} maxLength={key === 'title' ? 100 : 200} onChange={(e) => setText(key, e.target.value)} />
              )}
              {err ? (
                <p className="c-field__error" id={`${id}-text-${key}-error`}>
                  {t(TEXT_ERRORS[key])}
                </p>
              ) : null}
            </div>
          );
        })}
      </LanguageTabs>
      {error ? <p className="c-alert c-alert--error" role="alert">{error}</p> : null}
      <div className="c-form-actions">
        <button type="submit" className="c-button c-button--primary" disabled={save.isPending}>
          {save.isPending ? t('app.saving') : game ? t('app.save') : t('admin.game.create')}
        </button>
      </div>
    </form>
  );
}
