// One brand's settings: name and hosts, look (colour, corner radius, footer, carousel), area,
// features, company and contact, and the attachment limits (size edited in MB). A preview follows
// the colour and radius as they are typed; the save goes live on the player site at once.
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { AREA_LANGUAGES, AREAS } from '@guildhall/contract/areas';
import { CAROUSEL_STYLES, FOOTER_KINDS } from '@guildhall/contract/footers';
import type { AdminBrand, BrandEdit } from '@guildhall/contract/staff-admin';
import { ErrorLine } from '../../../components/list-editor';
import { useFormSubmit } from '../../../components/form-submit';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { useSaveBrand } from '../api/admin-brands';
import { AREA_KEYS } from '../../../lib/languages';
import {
  brandToForm,
  formBytes,
  formToBrandEdit,
  MB,
  normalizeHex,
  type BrandField,
  type BrandFieldError,
  type BrandFormValues,
} from '../lib/brand-form';
import { BrandPreview } from './brand-preview';

const FOOTER_KEYS: Record<(typeof FOOTER_KINDS)[number], MessageKey> = {
  standard: 'admin.footer.standard',
  japan: 'admin.footer.japan',
  'japan-variant': 'admin.footer.japanVariant',
  taiwan: 'admin.footer.taiwan',
};
const CAROUSEL_KEYS: Record<(typeof CAROUSEL_STYLES)[number], MessageKey> = {
  coverflow: 'admin.carousel.coverflow',
  fade: 'admin.carousel.fade',
};
const ERROR_KEYS: Record<BrandFieldError, MessageKey> = {
  required: 'admin.brandErrors.required',
  color: 'admin.brandErrors.color',
  contrast: 'admin.brandErrors.contrast',
  hosts: 'admin.brandErrors.hosts',
  radius: 'admin.brandErrors.radius',
  email: 'admin.brandErrors.email',
  files: 'admin.brandErrors.files',
  size: 'admin.brandErrors.size',
  replyHours: 'admin.brandErrors.replyHours',
  invalid: 'admin.brandErrors.invalid',
};

export function BrandForm({ brand, onSaved }: { brand: AdminBrand; onSaved?: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const save = useSaveBrand();
  // The form's own check is the contract's BrandEditSchema, through formToBrandEdit (MB to bytes, #rgb to #rrggbb).
  const form = useForm<BrandFormValues, unknown, BrandEdit>({
    defaultValues: brandToForm(brand),
    shouldFocusError: false,
    resolver: (v) => {
      const result = formToBrandEdit(v);
      if (result.ok) return { values: result.body, errors: {} };
      const fieldErrors = Object.fromEntries(
        Object.entries(result.errors).map(([key, code]) => [key, { type: code, message: code }]),
      );
      return { values: {}, errors: fieldErrors as FieldErrors<BrandFormValues> };
    },
  });
  const values = useWatch({ control: form.control }) as BrandFormValues;
  const formErrors = form.formState.errors;
  const errors = Object.fromEntries(
    Object.entries(formErrors).flatMap(([key, e]) =>
      key !== 'root' && e?.type ? [[key, e.type as BrandFieldError]] : [],
    ),
  ) as Partial<Record<BrandField, BrandFieldError>>;
  const error = formErrors.root?.message ?? (Object.keys(errors).length ? t('errors.validation') : null);
  const set = <K extends BrandField>(key: K, value: BrandFormValues[K]) => {
    form.setValue(key, value as never);
    if (errors[key]) form.clearErrors(key);
  };
  const color = normalizeHex(values.mainColor);
  const bytes = formBytes(values);

  const submit = useFormSubmit(
    form,
    async (body) => {
      await save.mutateAsync({ brandId: brand.id, body });
      form.setValue('mainColor', body.mainColor);
      form.setValue('storedBytes', body.attachmentMaxBytes);
    },
    {
      saved: (_, body) => t('admin.brand.saved', { name: body.name }),
      onDone: () => onSaved?.(),
      onInvalid: (failed) => {
        const first = Object.keys(failed).find((k) => k !== 'root');
        if (first) document.getElementById(`${id}-${first}`)?.focus();
      },
    },
  );

  const field = (key: BrandField, label: string, control: ReactNode, hint?: string) => (
    <div className={`c-field${errors[key] ? ' is-invalid' : ''}`}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {control}
      {hint ? (
        <span className="c-muted c-small" id={`${id}-${key}-hint`}>
          {hint}
        </span>
      ) : null}
      {errors[key] ? (
        <p className="c-field__error" id={`${id}-${key}-error`}>
          {t(ERROR_KEYS[errors[key]])}
        </p>
      ) : null}
    </div>
  );
  const aria = (key: BrandField, hint = false) => ({
    id: `${id}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${key}-hint` : '', errors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form className="c-card c-brand-form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('admin.brand.editHeading', { name: brand.name })} <span className="c-tag">{brand.id}</span>
      </h2>
      <div className="c-brand-form__grid">
        <div className="c-brand-form__fields">
          <fieldset className="c-fieldset">
            <legend>{t('admin.brand.identity')}</legend>
            {field(
              'name',
              t('admin.brand.name'),
              <input
                {...aria('name')}
                value={values.name}
                maxLength={60}
                onChange={(e) => set('name', e.target.value)}
              />,
            )}
            {field(
              'hosts',
              t('admin.brand.hosts'),
              <textarea
                {...aria('hosts', true)}
                rows={3}
                value={values.hosts}
                spellCheck={false}
                onChange={(e) => set('hosts', e.target.value)}
              />,
              t('admin.brand.hostsHint', { host: `${brand.id}.localhost` }),
            )}
          </fieldset>
          <fieldset className="c-fieldset">
            <legend>{t('admin.brand.look')}</legend>
            {field(
              'mainColor',
              t('admin.brand.mainColor'),
              <div className="c-color">
                <input
                  type="color"
                  className="c-color__picker"
                  value={color ?? '#000000'}
                  aria-label={t('admin.brand.colorPicker')}
                  onChange={(e) => set('mainColor', e.target.value)}
                />
                <input
                  {...aria('mainColor', true)}
                  className="c-mono c-color__hex"
                  value={values.mainColor}
                  maxLength={7}
                  spellCheck={false}
                  onChange={(e) => set('mainColor', e.target.value)}
                />
              </div>,
              t('admin.brand.colorHint'),
            )}
            {field(
              'radius',
              t('admin.brand.radius'),
              <div className="c-range">
                <input
                  type="range"
                  min={0}
                  max={40}
                  value={Number(values.radius) || 0}
                  aria-label={t('admin.brand.radiusSlider')}
                  onChange={(e) => set('radius', e.target.value)}
                />
                <input
                  {...aria('radius')}
                  type="number"
                  min={0}
                  max={40}
                  className="c-input--short"
                  value={values.radius}
                  onChange={(e) => set('radius', e.target.value)}
                />
                <span className="c-muted">{t('admin.brand.radiusUnit')}</span>
              </div>,
            )}
            <div className="c-grid-2">
              {field(
                'footer',
                t('admin.brand.footer'),
                <select
                  {...aria('footer')}
                  value={values.footer}
                  onChange={(e) => set('footer', e.target.value as BrandFormValues['footer'])}
                >
                  {FOOTER_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(FOOTER_KEYS[k])}
                    </option>
                  ))}
                </select>,
              )}
              {field(
                'carousel',
                t('admin.brand.carousel'),
                <select
                  {...aria('carousel')}
                  value={values.carousel}
                  onChange={(e) => set('carousel', e.target.value as BrandFormValues['carousel'])}
                >
                  {CAROUSEL_STYLES.map((k) => (
                    <option key={k} value={k}>
                      {t(CAROUSEL_KEYS[k])}
                    </option>
                  ))}
                </select>,
              )}
            </div>
          </fieldset>
          <fieldset className="c-fieldset">
            <legend>{t('admin.brand.site')}</legend>
            {field(
              'defaultArea',
              t('admin.brand.defaultArea'),
              <select
                {...aria('defaultArea', true)}
                value={values.defaultArea}
                onChange={(e) => set('defaultArea', e.target.value as BrandFormValues['defaultArea'])}
              >
                {AREAS.map((a) => (
                  <option key={a} value={a}>
                    {t(AREA_KEYS[a])} ({AREA_LANGUAGES[a].join(', ')})
                  </option>
                ))}
              </select>,
              t('admin.brand.defaultAreaHint'),
            )}
            <div className="c-checks">
              <label className="c-check">
                <input
                  type="checkbox"
                  checked={values.userCenter}
                  onChange={(e) => set('userCenter', e.target.checked)}
                />
                {t('admin.brand.userCenter')}
              </label>
              <label className="c-check">
                <input
                  type="checkbox"
                  checked={values.rechargeButton}
                  onChange={(e) => set('rechargeButton', e.target.checked)}
                />
                {t('admin.brand.rechargeButton')}
              </label>
            </div>
            <div className="c-grid-2">
              {field(
                'company',
                t('admin.brand.company'),
                <input
                  {...aria('company')}
                  value={values.company}
                  maxLength={120}
                  onChange={(e) => set('company', e.target.value)}
                />,
              )}
              {field(
                'contactEmail',
                t('admin.brand.contactEmail'),
                <input
                  {...aria('contactEmail')}
                  type="email"
                  value={values.contactEmail}
                  maxLength={254}
                  onChange={(e) => set('contactEmail', e.target.value)}
                />,
              )}
            </div>
            {field(
              'replyWithinHours',
              t('admin.brand.replyWithinHours'),
              <div className="c-range">
                <input
                  {...aria('replyWithinHours', true)}
                  type="number"
                  min={1}
                  max={720}
                  className="c-input--short"
                  value={values.replyWithinHours}
                  onChange={(e) => set('replyWithinHours', e.target.value)}
                />
                <span className="c-muted">{t('admin.brand.replyWithinHoursUnit')}</span>
              </div>,
              t('admin.brand.replyWithinHoursHint'),
            )}
          </fieldset>
          <fieldset className="c-fieldset">
            <legend>{t('admin.brand.attachments')}</legend>
            <div className="c-grid-2">
              {field(
                'attachmentMaxFiles',
                t('admin.brand.maxFiles'),
                <input
                  {...aria('attachmentMaxFiles')}
                  type="number"
                  min={1}
                  max={10}
                  className="c-input--short"
                  value={values.attachmentMaxFiles}
                  onChange={(e) => set('attachmentMaxFiles', e.target.value)}
                />,
              )}
              {field(
                'attachmentMaxMb',
                t('admin.brand.maxSize'),
                <div className="c-range">
                  <input
                    {...aria('attachmentMaxMb', true)}
                    inputMode="decimal"
                    className="c-input--short"
                    value={values.attachmentMaxMb}
                    onChange={(e) => set('attachmentMaxMb', e.target.value)}
                  />
                  <span className="c-muted">{t('admin.brand.maxSizeUnit')}</span>
                </div>,
                bytes !== null
                  ? t('admin.brand.maxSizeHint', {
                      bytes: new Intl.NumberFormat(lang).format(bytes),
                      mb: new Intl.NumberFormat(lang).format(MB),
                    })
                  : undefined,
              )}
            </div>
          </fieldset>
        </div>
        <BrandPreview name={values.name} color={color ?? '#888888'} radius={Number(values.radius) || 0} />
      </div>
      <ErrorLine message={error} />
      <div className="c-form-actions">
        <button
          type="button"
          className="c-button c-button--ghost"
          onClick={() => form.reset(brandToForm(brand))}
          disabled={save.isPending}
        >
          {t('admin.reset')}
        </button>
        <button type="submit" className="c-button c-button--primary" disabled={save.isPending}>
          {save.isPending ? t('app.saving') : t('app.save')}
        </button>
      </div>
    </form>
  );
}
