// Support step three: the inquiry form. Region → server → character come from the game
// directory (an empty character list means "no character info": the player types the name);
// every rule is the contract's CreateInquirySchema, checked before sending and mapped back from
// the API's 1001 answer onto the same fields; the first field with a message takes the focus.
import { useMemo, useRef, type ComponentProps } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type FieldErrors as RhfErrors,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { ErrorCode } from '@guildhall/contract/errors';
import { CONSENT_NOTICES } from '@guildhall/contract/footers';
import { webPaths } from '@guildhall/contract/paths';
import {
  CONTENT_MAX,
  CONTENT_MIN,
  CONTENT_MIN_WORDS,
  CONTENT_RULE,
  CreateInquirySchema,
  type CreateInquiryResult,
  normalizeServerId,
  textCounter,
  TITLE_MAX,
  TITLE_RULE,
} from '@guildhall/contract/support';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useBrand } from '../../../lib/brand';
import { useToast } from '../../../components/toast';
import { CheckField, Field, FormAlert, SubmitButton } from '../../../components/field';
import { useGameAreas, useGameRoles, useGameServers, useRegionOfServer } from '../api/get-game-directory';
import { useInquiryTypes } from '../api/get-inquiry-types';
import { useCreateInquiry } from '../api/create-inquiry';
import type { Uploader } from '../api/upload-file';
import { useAttachments, type AttachmentLimits } from '../hooks/use-attachments';
import { contractResolver, formIssues, useFocusFirstInvalid } from '../../../lib/form';
import { apiIssues, issuesToErrors, type FieldErrors, type InquiryField, type RuleIssue } from '../lib/inquiry-rules';
import { idempotencyKeeper } from '../lib/idempotency';
import { AttachmentField } from './attachment-field';
import { validateFieldValues } from '@guildhall/contract/fields';
import { CategoryFields, fieldRuleMessage } from './category-fields';

export interface InquiryFormProps {
  clientId: number;
  token: string | null;
  /** Guests must give an email address (docs/product.md section 4). */
  isGuest: boolean;
  limits: AttachmentLimits;
  /** From the URL (`serverId` normalised, `gameAreaId`, `queryType`) and the account (email, phone). */
  initial?: {
    serverId?: string | null;
    gameAreaId?: string | null;
    queryType?: string | null;
    email?: string | null;
    phone?: string | null;
  };
  /** Filed: the inquiry, when a reply may be expected and where it is mailed (the page confirms it). */
  onSubmitted: (result: CreateInquiryResult) => void;
  uploader?: Uploader;
}

type Contact = 'email' | 'phone';
const AGREEMENTS = ['terms', 'userAgreement', 'privacy'] as const;
const AGREEMENT_LABEL = {
  terms: 'support.form.agreeTerms',
  userAgreement: 'support.form.agreeUser',
  privacy: 'support.form.agreePrivacy',
} as const;

type InquiryBody = z.output<typeof CreateInquirySchema>;
type Message = { type: string; message: string };
/**
 * Messages by field (`attachments` and `root`, the form's own line, included), as react-hook-form
 * keeps them; the category's own fields under `fields`, by key.
 */
type Placed = Partial<Record<InquiryField | 'root', Message>> & { fields?: Record<string, Message> };

interface InquiryValues {
  /** The region chosen on the form ('' until one is: the URL's server or a single region may decide it). */
  area: string;
  server: string;
  roleId: string;
  roleName: string;
  queryType: string;
  title: string;
  content: string;
  contact: Contact;
  email: string;
  phone: string;
  terms: boolean;
  userAgreement: boolean;
  privacy: boolean;
  /** The chosen category's fields, key → value as typed. */
  fields: Record<string, string>;
}

export function InquiryForm({
  clientId,
  token,
  isGuest,
  limits,
  initial = {},
  onSubmitted,
  uploader,
}: InquiryFormProps) {
  const t = useT();
  const toast = useToast();
  const brand = useBrand();
  const create = useCreateInquiry();
  const attachments = useAttachments({ limits, ...(uploader ? { uploader } : {}) });
  const keeper = useRef(idempotencyKeeper());
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const urlServer = initial.serverId ? normalizeServerId(initial.serverId) : '';

  const areas = useGameAreas(clientId);
  const types = useInquiryTypes(clientId);
  const areaIds = useMemo(() => (areas.data ?? []).map((a) => a.gameAreaId), [areas.data]);

  // Messages stay until the field changes or the form is sent again (no check while typing).
  const form = useForm<InquiryValues, unknown, InquiryBody>({
    defaultValues: {
      area: initial.gameAreaId ?? '',
      server: urlServer,
      roleId: '',
      roleName: '',
      queryType: initial.queryType ?? '',
      title: '',
      content: '',
      contact: isGuest || !initial.phone || initial.email ? 'email' : 'phone',
      email: initial.email ?? '',
      phone: initial.phone ?? '',
      terms: false,
      userAgreement: false,
      privacy: false,
      fields: {},
    },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: (values, context, options) => check(values, context, options),
  });
  // Only the choices the page hangs on re-render the whole form; a typed text is watched by the
  // part that shows it (its counter, the category's fields, the agreements), so a keystroke
  // re-renders that part alone.
  const [area, server, roleId, queryType, contact] = useWatch({
    control: form.control,
    name: ['area', 'server', 'roleId', 'queryType', 'contact'],
  });
  const { errors } = form.formState;

  // A server named in the URL without its region: its region is looked up; one region is a given.
  const foundArea = useRegionOfServer(clientId, area === '' && urlServer !== '' ? areaIds : [], urlServer);
  const gameAreaId = area !== '' ? area : foundArea || (areaIds.length === 1 ? areaIds[0]! : '');
  const servers = useGameServers(clientId, gameAreaId);
  const serverId = servers.data?.some((s) => s.serverId === server) ? server : '';
  const roles = useGameRoles(clientId, serverId, token);
  const roleList = roles.data ?? [];
  const noRoleInfo = serverId !== '' && roles.isSuccess && roleList.length === 0;
  const queryTypeValid = types.data?.some((c) => String(c.id) === queryType) ? queryType : '';
  const contactWay: Contact = isGuest ? 'email' : contact;
  // The chosen category's fields, in the player's language (they come with the categories).
  const categoryFields = useMemo(
    () => types.data?.find((c) => String(c.id) === queryTypeValid)?.fields ?? [],
    [types.data, queryTypeValid],
  );
  const fieldValues = (v: InquiryValues) =>
    Object.fromEntries(categoryFields.map((f) => [f.key, v.fields?.[f.key] ?? '']));

  /** What the contract's schema is given: the choices the page settled, the contact way chosen. */
  const toInput = (v: InquiryValues) => {
    const role = roleList.find((r) => r.roleId === v.roleId);
    return {
      gameId: clientId,
      gameAreaId,
      serverId,
      roleId: noRoleInfo ? '' : (role?.roleId ?? ''),
      roleName: noRoleInfo ? v.roleName : (role?.roleName ?? ''),
      queryType: queryTypeValid,
      title: v.title,
      content: v.content,
      attachments: attachments.fileIds,
      email: contactWay === 'email' ? v.email : undefined,
      phone: contactWay === 'phone' ? v.phone : undefined,
      agreements: { terms: v.terms, userAgreement: v.userAgreement, privacy: v.privacy },
      // Always the map once a category is chosen, so the API checks its required fields.
      ...(queryTypeValid ? { fields: fieldValues(v) } : {}),
    };
  };

  /** Where a rule of a field the form shows another way lands. */
  function placeOn(field: string): string {
    if (field === 'roleId' || field === 'roleName') return noRoleInfo ? 'roleName' : 'roleId';
    if (field === 'email' || field === 'phone') return contactWay;
    return field;
  }

  /** Rules (the schema's or the API's) as the form's messages: one per field, the rest at the top. */
  function placed(all: RuleIssue[], fallback: string | null, extra: FieldErrors, v: InquiryValues): Placed {
    // The category's fields first: a key the form shows gets its message there, any other goes to the top.
    const own: Record<string, Message> = {};
    let strayField = false;
    for (const { field, rule } of all) {
      if (!field.startsWith('fields.')) continue;
      const key = field.slice('fields.'.length);
      const def = categoryFields.find((f) => f.key === key);
      if (!def) strayField = true;
      else own[key] ??= { type: 'rule', message: fieldRuleMessage(def, rule, t) };
    }
    const issues = all.filter((i) => !i.field.startsWith('fields.'));
    const shown: Record<string, string | boolean> = {
      gameAreaId,
      serverId,
      roleId: v.roleId,
      roleName: v.roleName,
      queryType: queryTypeValid,
      title: v.title,
      content: v.content,
      email: v.email,
      phone: v.phone,
      terms: v.terms,
      userAgreement: v.userAgreement,
      privacy: v.privacy,
    };
    const { errors: next, unplaced } = issuesToErrors(
      issues.map((i) => ({ ...i, field: placeOn(i.field) })),
      t,
      (f) => shown[f] === '' || shown[f] === undefined,
    );
    // Until a server is chosen, the character has nothing to be chosen from.
    if (!serverId) {
      delete next.roleId;
      delete next.roleName;
    }
    const out: Placed = {};
    for (const [field, message] of Object.entries({ ...next, ...extra }))
      if (message) out[field as InquiryField] = { type: 'rule', message };
    if (Object.keys(own).length > 0) out.fields = own;
    if ((unplaced || strayField) && fallback)
      out.root = { type: 'unplaced', message: strayField ? t('support.fields.rules.unknown') : fallback };
    return out;
  }

  const checkSchema = contractResolver(CreateInquirySchema, toInput);
  const check: Resolver<InquiryValues, unknown, InquiryBody> = async (v, context, options) => {
    const result = await checkSchema(v, context, options);
    const issues = formIssues(result.errors).filter((i) => !i.field.startsWith('fields.'));
    if (isGuest && v.email.trim() === '') issues.unshift({ field: 'email', rule: 'required_for_guest' });
    // The category's fields: the contract's one validation, as the API runs it.
    issues.push(...validateFieldValues(categoryFields, fieldValues(v), { audience: 'player' }).issues);
    if (issues.length === 0 && !attachments.busy) return result;
    return {
      values: {},
      errors: placed(
        issues,
        t('errors.validation'),
        attachments.busy ? { attachments: t('support.upload.wait') } : {},
        v,
      ) as RhfErrors<InquiryValues>,
    };
  };

  /** The field changed: its message (and those it stands in for) goes. */
  // Only messages that are there: clearing none would still re-render the whole form on each keystroke.
  const clear = (...fields: (InquiryField | `fields.${string}`)[]) => {
    const shown = fields.filter((f) => form.getFieldState(f as keyof InquiryValues).error);
    if (shown.length > 0) form.clearErrors(shown as (keyof InquiryValues)[]);
  };
  const show = (next: Placed) => {
    form.clearErrors();
    const { fields: own, ...rest } = next;
    for (const [field, error] of Object.entries(rest))
      if (error) form.setError(field as keyof InquiryValues | 'root', error);
    for (const [key, error] of Object.entries(own ?? {})) form.setError(`fields.${key}`, error);
    focusFirstInvalid();
  };

  const submit = form.handleSubmit(async (body) => {
    if (create.isPending) return;
    try {
      const result = await create.mutateAsync({ body, idempotencyKey: keeper.current.keyFor(body) });
      keeper.current.clear();
      // No toast: the page that follows confirms it, with its number and when a reply may come.
      onSubmitted(result);
    } catch (err) {
      failed(err);
    }
  }, focusFirstInvalid);

  function failed(err: unknown) {
    if (!(err instanceof ApiError)) return toast.error(t('errors.submissionFailed'));
    const data = (err.body?.data ?? {}) as { maxFiles?: unknown };
    switch (err.code) {
      case ErrorCode.validation:
        return show(placed(apiIssues(err.body?.data), t('errors.submissionFailed'), {}, form.getValues()));
      case ErrorCode.tooManyAttachments:
        return show({
          attachments: {
            type: 'api',
            message:
              typeof data.maxFiles === 'number'
                ? t('errors.tooManyAttachments', { count: data.maxFiles })
                : (err.body?.msg ?? ''),
          },
        });
      case ErrorCode.clientNetwork:
        return toast.error(t('errors.network'));
      case ErrorCode.sessionInvalid:
        return; // the session is gone: the page sends the player to log in
      default:
        form.setError('root', { type: 'api', message: t('errors.submissionFailed') });
        return toast.error(t('errors.submissionFailed'));
    }
  }

  const message = (field: InquiryField) => (errors as Placed)[field]?.message;
  const fieldErrors = Object.fromEntries(
    categoryFields.map((f) => [f.key, (errors as Placed).fields?.[f.key]?.message]),
  );

  return (
    <form ref={formRef} className="gh-form gh-inquiry-form" noValidate onSubmit={(e) => void submit(e)}>
      <FormAlert message={errors.root?.message ?? null} />
      <fieldset className="gh-fieldset">
        <legend>{t('support.form.gameInfo')}</legend>
        <div className="gh-form__grid">
          <Field label={t('support.form.region')} error={message('gameAreaId')}>
            {(control) => (
              <select
                {...control}
                className="gh-input"
                value={gameAreaId}
                onChange={(e) => {
                  form.setValue('area', e.target.value);
                  form.setValue('server', '');
                  form.setValue('roleId', '');
                  clear('gameAreaId', 'serverId', 'roleId', 'roleName');
                }}
                disabled={!areas.data}
              >
                <option value="">{areas.isLoading ? t('common.loading') : t('support.form.chooseRegion')}</option>
                {areas.data?.map((a) => (
                  <option key={a.gameAreaId} value={a.gameAreaId}>
                    {a.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('support.form.server')} error={message('serverId')}>
            {(control) => (
              <select
                {...control}
                className="gh-input"
                value={serverId}
                onChange={(e) => {
                  form.setValue('server', e.target.value);
                  form.setValue('roleId', '');
                  clear('serverId', 'roleId', 'roleName');
                }}
                disabled={!gameAreaId || !servers.data}
              >
                <option value="">
                  {!gameAreaId
                    ? t('support.form.regionFirst')
                    : servers.isLoading
                      ? t('common.loading')
                      : t('support.form.chooseServer')}
                </option>
                {servers.data?.map((s) => (
                  <option key={s.serverId} value={s.serverId}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {noRoleInfo ? (
            <Field label={t('support.form.roleName')} hint={t('support.form.noRoleInfo')} error={message('roleName')}>
              {(control) => (
                <input
                  {...control}
                  className="gh-input"
                  maxLength={64}
                  autoComplete="off"
                  {...form.register('roleName', { onChange: () => clear('roleName', 'roleId') })}
                />
              )}
            </Field>
          ) : (
            <Field label={t('support.form.role')} error={message('roleId')}>
              {(control) => (
                <select
                  {...control}
                  className="gh-input"
                  value={roleList.some((r) => r.roleId === roleId) ? roleId : ''}
                  onChange={(e) => {
                    form.setValue('roleId', e.target.value);
                    clear('roleId', 'roleName');
                  }}
                  disabled={!serverId || !roles.data}
                >
                  <option value="">
                    {!serverId
                      ? t('support.form.serverFirst')
                      : roles.isLoading
                        ? t('common.loading')
                        : t('support.form.chooseRole')}
                  </option>
                  {roleList.map((r) => (
                    <option key={r.roleId} value={r.roleId}>
                      {t('support.form.roleOption', { name: r.roleName, level: r.level })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <Field label={t('support.form.category')} error={message('queryType')}>
            {(control) => (
              <select
                {...control}
                className="gh-input"
                value={queryTypeValid}
                onChange={(e) => {
                  form.setValue('queryType', e.target.value);
                  clear('queryType');
                  form.clearErrors('fields');
                }}
                disabled={!types.data}
              >
                <option value="">{types.isLoading ? t('common.loading') : t('support.form.chooseCategory')}</option>
                {types.data?.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <WatchedCategoryFields
          control={form.control}
          fields={categoryFields}
          errors={fieldErrors}
          t={t}
          onChange={(key, value) => {
            form.setValue(`fields.${key}`, value);
            clear(`fields.${key}`);
          }}
        />
        {areas.isError || servers.isError || roles.isError || types.isError ? (
          <p className="gh-form__alert" role="alert">
            {t('errors.network')}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="gh-fieldset">
        <legend>{t('support.form.yourQuestion')}</legend>
        <CountedField
          control={form.control}
          name="title"
          rule={TITLE_RULE}
          max={TITLE_MAX}
          label={t('support.form.title')}
          error={message('title')}
        >
          {(control) => (
            <input
              {...control}
              className="gh-input"
              placeholder={t('support.form.titlePlaceholder')}
              autoComplete="off"
              {...form.register('title', { onChange: () => clear('title') })}
            />
          )}
        </CountedField>
        <CountedField
          control={form.control}
          name="content"
          rule={CONTENT_RULE}
          max={CONTENT_MAX}
          label={t('support.form.content')}
          hint={t('support.form.contentHint', {
            chars: t('support.form.chars', { count: CONTENT_MIN }),
            words: t('support.form.words', { count: CONTENT_MIN_WORDS }),
          })}
          error={message('content')}
        >
          {(control) => (
            <textarea
              {...control}
              className="gh-input"
              rows={7}
              placeholder={t('support.form.contentPlaceholder')}
              {...form.register('content', { onChange: () => clear('content') })}
            />
          )}
        </CountedField>
        <AttachmentField attachments={attachments} label={t('support.upload.label')} error={message('attachments')} />
      </fieldset>

      <fieldset className="gh-fieldset">
        <legend>{t('support.form.contact')}</legend>
        {isGuest ? (
          <p className="gh-field__hint">{t('support.form.guestEmail')}</p>
        ) : (
          <div className="gh-segmented" role="radiogroup" aria-label={t('support.form.contactWay')}>
            {(['email', 'phone'] as const).map((way) => (
              <label key={way} className="gh-segmented__option">
                <input
                  type="radio"
                  value={way}
                  {...form.register('contact', { onChange: () => clear('email', 'phone') })}
                />
                <span>{t(way === 'email' ? 'support.form.byEmail' : 'support.form.byPhone')}</span>
              </label>
            ))}
          </div>
        )}
        {contactWay === 'email' ? (
          <Field label={t('support.form.email')} error={message('email')}>
            {(control) => (
              <input
                {...control}
                className="gh-input"
                type="email"
                inputMode="email"
                autoComplete="email"
                dir="ltr"
                maxLength={254}
                {...form.register('email', { onChange: () => clear('email') })}
              />
            )}
          </Field>
        ) : (
          <Field label={t('support.form.phone')} hint={t('support.form.phoneHint')} error={message('phone')}>
            {(control) => (
              <input
                {...control}
                className="gh-input"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                maxLength={24}
                {...form.register('phone', { onChange: () => clear('phone') })}
              />
            )}
          </Field>
        )}
      </fieldset>

      <Agreements form={form} notices={brand.notices} message={message} clear={clear} />

      <SubmitButton pending={create.isPending} className="gh-button gh-button--primary gh-inquiry-form__submit">
        {t('support.form.submit')}
      </SubmitButton>
    </form>
  );
}

/** A text with its counter beside the label: it alone re-renders as the player types. */
function CountedField({
  control,
  name,
  rule,
  max,
  ...field
}: Omit<ComponentProps<typeof Field>, 'counter'> & {
  control: Control<InquiryValues, unknown, InquiryBody>;
  name: 'title' | 'content';
  rule: Parameters<typeof textCounter>[1];
  max: number;
}) {
  const t = useT();
  // Counted as the server counts (after NFC, without invisible edges); `over` also when code points or bytes pass their limit.
  const count = textCounter(useWatch({ control, name }), rule);
  return (
    <Field
      {...field}
      counter={{
        text: t('support.form.counterShort', { used: count.length, max }),
        label: t('support.form.counter', { used: count.length, count: max }),
        over: count.over,
      }}
    />
  );
}

/** The category's own fields, re-rendered by their own values only. */
function WatchedCategoryFields({
  control,
  ...props
}: Omit<ComponentProps<typeof CategoryFields>, 'values'> & { control: Control<InquiryValues, unknown, InquiryBody> }) {
  const values = useWatch({ control, name: 'fields' });
  return <CategoryFields {...props} values={values ?? {}} />;
}

/** The three consents and "agree to all", re-rendered by their own boxes only. */
function Agreements({
  form,
  notices,
  message,
  clear,
}: {
  form: UseFormReturn<InquiryValues, unknown, InquiryBody>;
  notices: readonly string[];
  message: (field: InquiryField) => string | undefined;
  clear: (...fields: InquiryField[]) => void;
}) {
  const t = useT();
  const [terms, userAgreement, privacy] = useWatch({
    control: form.control,
    name: ['terms', 'userAgreement', 'privacy'],
  });
  const agreed = { terms, userAgreement, privacy };
  const allAgreed = AGREEMENTS.every((a) => agreed[a]);
  return (
    <fieldset className="gh-fieldset gh-agreements">
      <legend>{t('support.form.agreements')}</legend>
      <CheckField
        label={<strong>{t('support.form.agreeAll')}</strong>}
        checked={allAgreed}
        onChange={(checked) => {
          for (const a of AGREEMENTS) form.setValue(a, checked);
          clear('terms', 'userAgreement', 'privacy');
        }}
      />
      <div className="gh-agreements__list">
        {AGREEMENTS.map((a) => {
          // The consent's document, linked where the brand has it (boot data: brand.notices).
          const slug = CONSENT_NOTICES[a];
          return (
            <CheckField
              key={a}
              name={a}
              label={t(AGREEMENT_LABEL[a])}
              checked={agreed[a]}
              error={message(a)}
              onChange={(checked) => {
                form.setValue(a, checked);
                clear(a);
              }}
              after={
                notices.includes(slug) ? (
                  <Link
                    className="gh-agreements__read"
                    to={webPaths.notice.replace(':slug', slug)}
                    target="_blank"
                    rel="noopener"
                  >
                    {t('support.form.read')}
                  </Link>
                ) : null
              }
            />
          );
        })}
      </div>
    </fieldset>
  );
}
