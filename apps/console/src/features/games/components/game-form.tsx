// A game's details: name, brand, area, platforms, links, order, shown or hidden, and the texts per
// language (tabs: the languages of the brand's and the game's area, and English).
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { AREA_LANGUAGES, AREAS, type Area } from '@guildhall/contract/areas';
import { PLATFORMS } from '@guildhall/contract/constants';
import type { AdminBrand, AdminGame, GameEdit } from '@guildhall/contract/staff-admin';
import { ErrorLine } from '../../../components/list-editor';
import { useFormSubmit } from '../../../components/form-submit';
import { newIdempotencyKey } from '../../../lib/api-client';
import { SORT_FIELD } from '../../../lib/form';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { useSaveGame } from '../api/games';
import {
  EMPTY_TEXT,
  formToGameEdit,
  gameToForm,
  newGameForm,
  type GameField,
  type GameFormValues,
  type GameText,
} from '../lib/game-form';
import { AREA_KEYS, editableLanguages } from '../../../lib/languages';
import { LanguageTabs } from '../../../components/language-tabs';

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
type TextErrors = Partial<Record<string, Partial<Record<keyof GameText, string>>>>;

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
  const save = useSaveGame();
  const initialBrand = brands.find((b) => b.id === (game?.brand ?? defaultBrand)) ?? brands[0];
  // The form's own check is the contract's GameEditSchema, through formToGameEdit (blank languages left out, URLs trimmed).
  const form = useForm<GameFormValues, unknown, GameEdit>({
    defaultValues: game
      ? gameToForm(game)
      : newGameForm(initialBrand?.id ?? defaultBrand, initialBrand?.defaultArea ?? 'kr'),
    shouldFocusError: false,
    resolver: (v) => {
      const result = formToGameEdit(v);
      if (result.ok) return { values: result.body, errors: {} };
      const errors: Record<string, unknown> = {};
      for (const [key, rule] of Object.entries(result.fields)) errors[key] = { type: rule, message: rule };
      // The texts' rules per language ride on one entry of their own (`texts` names the whole set).
      if (Object.keys(result.texts).length)
        errors.textsByLanguage = { type: 'texts', message: '', languages: result.texts };
      return { values: {}, errors: errors as FieldErrors<GameFormValues> };
    },
  });
  const values = useWatch({ control: form.control }) as GameFormValues;
  const formErrors = form.formState.errors as Record<
    string,
    { type?: string; message?: string; languages?: TextErrors } | undefined
  >;
  const fieldErrors = Object.fromEntries(
    Object.entries(formErrors).flatMap(([key, e]) =>
      key !== 'root' && key !== 'textsByLanguage' && e?.message ? [[key, e.message]] : [],
    ),
  ) as Partial<Record<GameField, string>>;
  const textErrors: TextErrors = formErrors.textsByLanguage?.languages ?? {};
  const error =
    formErrors.root?.message ??
    (Object.keys(fieldErrors).length || Object.keys(textErrors).length ? t('errors.validation') : null);
  const brandArea = brands.find((b) => b.id === values.brand)?.defaultArea;
  const languages = editableLanguages([brandArea, values.area], Object.keys(values.texts));
  const [tab, setTab] = useState<string>(() => languages[0] ?? 'en');
  // One key per attempt at creating: a retry after a lost answer creates the game once.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const activeTab = languages.includes(tab as never) ? tab : (languages[0] ?? 'en');
  const text = values.texts[activeTab] ?? EMPTY_TEXT;

  const set = <K extends keyof GameFormValues>(key: K, value: GameFormValues[K]) => {
    form.setValue(key, value as never);
    setAttemptKey(newIdempotencyKey());
  };
  const setText = (key: keyof GameText, value: string) => {
    const texts = form.getValues('texts');
    form.setValue('texts', { ...texts, [activeTab]: { ...(texts[activeTab] ?? EMPTY_TEXT), [key]: value } });
    setAttemptKey(newIdempotencyKey());
  };

  const submit = useFormSubmit(
    form,
    (body) => save.mutateAsync({ gameId: game?.id ?? null, body, idempotencyKey: attemptKey }),
    {
      saved: (saved) =>
        game ? t('admin.game.saved', { name: saved.gameName }) : t('admin.game.created', { name: saved.gameName }),
      onDone: onSaved,
      onInvalid: (failed) => {
        // Only the texts are wrong: their first language with a problem opens.
        const byLanguage = (failed as Record<string, { languages?: TextErrors }>).textsByLanguage?.languages ?? {};
        const badLang = Object.keys(byLanguage)[0];
        const otherFields = Object.keys(failed).filter((k) => k !== 'textsByLanguage' && k !== 'root');
        if (badLang && otherFields.length === 0) setTab(badLang);
        // The first wrong field takes the focus (a group such as the platforms has no single control).
        document.getElementById(`${id}-${otherFields[0]}`)?.focus();
      },
    },
  );

  const fieldError = (key: GameField) =>
    fieldErrors[key] ? (
      <p className="c-field__error" id={`${id}-${key}-error`}>
        {t(FIELD_ERRORS[key] ?? 'errors.validation')}
      </p>
    ) : null;
  const described = (key: GameField) =>
    fieldErrors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const row = (key: GameField, label: string, control: ReactNode) => (
    <div className="c-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {control}
      {fieldError(key)}
    </div>
  );

  return (
    <form className="c-card" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('admin.game.details')}
      </h2>
      <div className="c-grid-2">
        {row(
          'gameName',
          t('admin.game.gameName'),
          <input
            id={`${id}-gameName`}
            value={values.gameName}
            maxLength={100}
            onChange={(e) => set('gameName', e.target.value)}
            {...described('gameName')}
          />,
        )}
        {row(
          'brand',
          t('admin.game.brand'),
          <select
            id={`${id}-brand`}
            value={values.brand}
            onChange={(e) => set('brand', e.target.value)}
            {...described('brand')}
          >
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
        {row(
          'sort',
          t('admin.game.sort'),
          <input
            id={`${id}-sort`}
            {...SORT_FIELD}
            value={values.sort}
            onChange={(e) => set('sort', e.target.value)}
            {...described('sort')}
          />,
        )}
      </div>
      <fieldset
        className="c-fieldset c-fieldset--inline"
        aria-describedby={fieldErrors.platforms ? `${id}-platforms-error` : undefined}
      >
        <legend>{t('admin.game.platforms')}</legend>
        {PLATFORMS.map((p) => (
          <label key={p} className="c-check">
            <input
              type="checkbox"
              checked={values.platforms.includes(p)}
              onChange={(e) =>
                set(
                  'platforms',
                  e.target.checked
                    ? PLATFORMS.filter((x) => x === p || values.platforms.includes(x))
                    : values.platforms.filter((x) => x !== p),
                )
              }
            />
            {p === 'web' ? t('admin.game.platformWeb') : PLATFORM_NAMES[p]}
          </label>
        ))}
        {fieldError('platforms')}
      </fieldset>
      <div className="c-grid-2">
        {row(
          'rechargeUrl',
          t('admin.game.rechargeUrl'),
          <input
            id={`${id}-rechargeUrl`}
            type="url"
            value={values.rechargeUrl}
            onChange={(e) => set('rechargeUrl', e.target.value)}
            {...described('rechargeUrl')}
          />,
        )}
        {row(
          'repaymentUrl',
          t('admin.game.repaymentUrl'),
          <input
            id={`${id}-repaymentUrl`}
            type="url"
            value={values.repaymentUrl}
            onChange={(e) => set('repaymentUrl', e.target.value)}
            {...described('repaymentUrl')}
          />,
        )}
        {row(
          'downloadUrl',
          t('admin.game.downloadUrl'),
          <input
            id={`${id}-downloadUrl`}
            type="url"
            value={values.downloadUrl}
            placeholder={t('admin.game.optional')}
            onChange={(e) => set('downloadUrl', e.target.value)}
            {...described('downloadUrl')}
          />,
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
                <input
                  {...common}
                  maxLength={key === 'title' ? 100 : 200}
                  onChange={(e) => setText(key, e.target.value)}
                />
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
      <ErrorLine message={error} />
      <div className="c-form-actions">
        <button type="submit" className="c-button c-button--primary" disabled={save.isPending}>
          {save.isPending ? t('app.saving') : game ? t('app.save') : t('admin.game.create')}
        </button>
      </div>
    </form>
  );
}
