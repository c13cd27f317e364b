// Support step three: the inquiry form. Region → server → character come from the game
// directory (an empty character list means "no character info": the player types the name);
// every rule is the contract's CreateInquirySchema, checked before sending and mapped back from
// the API's 1001 answer onto the same fields; the first field with a message takes the focus.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorCode } from '@guildhall/contract/errors';
import { FOOTER_NOTICES, type NoticeSlug } from '@guildhall/contract/footers';
import { webPaths } from '@guildhall/contract/paths';
import { CONTENT_MAX, CONTENT_MIN, CONTENT_MIN_WORDS, CONTENT_RULE, CreateInquirySchema, normalizeServerId, textCounter, TITLE_MAX, TITLE_RULE } from '@guildhall/contract/support';
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
import { apiIssues, issuesToErrors, ruleOf, type FieldErrors, type InquiryField, type RuleIssue } from '../lib/inquiry-rules';
import { idempotencyKeeper } from '../lib/idempotency';
import { AttachmentField } from './attachment-field';

export interface InquiryFormProps {
  clientId: number;
  token: string | null;
  /** Guests must give an email address (PRODUCT.md section 4). */
  isGuest: boolean;
  limits: AttachmentLimits;
  /** From the URL (`serverId` normalised, `gameAreaId`, `queryType`) and the account (email, phone). */
  initial?: { serverId?: string | null; gameAreaId?: string | null; queryType?: string | null; email?: string | null; phone?: string | null };
  onSubmitted: (inquiryId: number) => void;
  uploader?: Uploader;
}

type Contact = 'email' | 'phone';
const AGREEMENTS = ['terms', 'userAgreement', 'privacy'] as const;
type Agreement = (typeof AGREEMENTS)[number];
const AGREEMENT_NOTICE: Record<Agreement, NoticeSlug | null> = { terms: 'terms', userAgreement: null, privacy: 'privacy' };
const AGREEMENT_LABEL = { terms: 'support.form.agreeTerms', userAgreement: 'support.form.agreeUser', privacy: 'support.form.agreePrivacy' } as const;

export function InquiryForm({ clientId, token, isGuest, limits, initial = {}, onSubmitted, uploader }: InquiryFormProps) {
  const t = useT();
  const toast = useToast();
  const brand = useBrand();
  const create = useCreateInquiry();
  const attachments = useAttachments({ limits, ...(uploader ? { uploader } : {}) });
  const keeper = useRef(idempotencyKeeper());
  const formRef = useRef<HTMLFormElement>(null);

  const urlServer = initial.serverId ? normalizeServerId(initial.serverId) : '';
  const [area, setArea] = useState(initial.gameAreaId ?? '');
  const [server, setServer] = useState(urlServer);
  const [roleId, setRoleId] = useState('');
  const [roleName, setRoleName] = useState('');
  const [queryType, setQueryType] = useState(initial.queryType ?? '');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState<Contact>(isGuest || !initial.phone || initial.email ? 'email' : 'phone');
  const [email, setEmail] = useState(initial.email ?? '');
  const [phone, setPhone] = useState(initial.phone ?? '');
  const [agreed, setAgreed] = useState<Record<Agreement, boolean>>({ terms: false, userAgreement: false, privacy: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const areas = useGameAreas(clientId);
  const types = useInquiryTypes(clientId);
  const areaIds = useMemo(() => (areas.data ?? []).map((a) => a.gameAreaId), [areas.data]);
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

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const clear = (...fields: InquiryField[]) =>
    setErrors((e) => (fields.some((f) => e[f]) ? Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as InquiryField))) : e));

  /** Where a rule of a field the form shows another way lands. */
  function placeOn(field: string): string {
    if (field === 'roleId' || field === 'roleName') return noRoleInfo ? 'roleName' : 'roleId';
    if (field === 'email' || field === 'phone') return contactWay;
    return field;
  }

  function show(issues: RuleIssue[], fallback: string | null, extra: FieldErrors = {}) {
    const placed = issues.map((i) => ({ ...i, field: placeOn(i.field) }));
    const values: Record<string, string | boolean> = { gameAreaId, serverId, roleId, roleName, queryType: queryTypeValid, title, content, email, phone, ...agreed };
    const { errors: next, unplaced } = issuesToErrors(placed, t, (f) => values[f] === '' || values[f] === undefined);
    // Until a server is chosen, the character has nothing to be chosen from.
    if (!serverId) {
      delete next.roleId;
      delete next.roleName;
    }
    setErrors({ ...next, ...extra });
    setFormError(unplaced ? fallback : null);
    setFocusRequest((n) => n + 1);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const role = roleList.find((r) => r.roleId === roleId);
    const input = {
      gameId: clientId,
      gameAreaId,
      serverId,
      roleId: noRoleInfo ? '' : (role?.roleId ?? ''),
      roleName: noRoleInfo ? roleName : (role?.roleName ?? ''),
      queryType: queryTypeValid,
      title,
      content,
      attachments: attachments.fileIds,
      email: contactWay === 'email' ? email : undefined,
      phone: contactWay === 'phone' ? phone : undefined,
      agreements: agreed,
    };
    const parsed = CreateInquirySchema.safeParse(input);
    const issues: RuleIssue[] = parsed.success ? [] : parsed.error.issues.map((i) => ({ field: i.path.join('.'), rule: ruleOf(i) }));
    if (isGuest && email.trim() === '') issues.unshift({ field: 'email', rule: 'required_for_guest' });
    if (!parsed.success || issues.length > 0 || attachments.busy) {
      show(issues, t('errors.validation'), attachments.busy ? { attachments: t('support.upload.wait') } : {});
      return;
    }
    setErrors({});
    const body = parsed.data;
    try {
      const { inquiryId } = await create.mutateAsync({ body, idempotencyKey: keeper.current.keyFor(body) });
      keeper.current.clear();
      toast.success(t('support.form.submitted'));
      onSubmitted(inquiryId);
    } catch (err) {
      failed(err);
    }
  }

  function failed(err: unknown) {
    if (!(err instanceof ApiError)) return toast.error(t('errors.submissionFailed'));
    const data = (err.body?.data ?? {}) as { maxFiles?: unknown };
    switch (err.code) {
      case ErrorCode.validation:
        return show(apiIssues(err.body?.data), t('errors.submissionFailed'));
      case ErrorCode.tooManyAttachments:
        setErrors({ attachments: typeof data.maxFiles === 'number' ? t('errors.tooManyAttachments', { count: data.maxFiles }) : (err.body?.msg ?? '') });
        return setFocusRequest((n) => n + 1);
      case ErrorCode.clientNetwork:
        return toast.error(t('errors.network'));
      case ErrorCode.sessionInvalid:
        return; // the session is gone: the page sends the player to log in
      default:
        setFormError(t('errors.submissionFailed'));
        return toast.error(t('errors.submissionFailed'));
    }
  }

  const allAgreed = AGREEMENTS.every((a) => agreed[a]);
  // Counted as the server counts (after NFC, without invisible edges); `over` also when code points or bytes pass their limit.
  const titleCount = textCounter(title, TITLE_RULE);
  const contentCount = textCounter(content, CONTENT_RULE);
  const offered = FOOTER_NOTICES[brand.footer];

  return (
    <form ref={formRef} className="gh-form gh-inquiry-form" noValidate onSubmit={(e) => void submit(e)}>
      <FormAlert message={formError} />
      <fieldset className="gh-fieldset">
        <legend>{t('support.form.gameInfo')}</legend>
        <div className="gh-form__grid">
          <Field label={t('support.form.region')} error={errors.gameAreaId}>
            {(control) => (
              <select
                {...control}
                className="gh-input"
                value={gameAreaId}
                onChange={(e) => {
                  setArea(e.target.value);
                  setServer('');
                  setRoleId('');
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
          <Field label={t('support.form.server')} error={errors.serverId}>
            {(control) => (
              <select
                {...control}
                className="gh-input"
                value={serverId}
                onChange={(e) => {
                  setServer(e.target.value);
                  setRoleId('');
                  clear('serverId', 'roleId', 'roleName');
                }}
                disabled={!gameAreaId || !servers.data}
              >
                <option value="">
                  {!gameAreaId ? t('support.form.regionFirst') : servers.isLoading ? t('common.loading') : t('support.form.chooseServer')}
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
            <Field label={t('support.form.roleName')} hint={t('support.form.noRoleInfo')} error={errors.roleName}>
              {(control) => (
                <input
                  {...control}
                  className="gh-input"
                  value={roleName}
                  maxLength={64}
                  autoComplete="off"
                  onChange={(e) => {
                    setRoleName(e.target.value);
                    clear('roleName', 'roleId');
                  }}
                />
              )}
            </Field>
          ) : (
            <Field label={t('support.form.role')} error={errors.roleId}>
              {(control) => (
                <select
                  {...control}
                  className="gh-input"
                  value={roleList.some((r) => r.roleId === roleId) ? roleId : ''}
                  onChange={(e) => {
                    setRoleId(e.target.value);
                    clear('roleId', 'roleName');
                  }}
                  disabled={!serverId || !roles.data}
                >
                  <option value="">{!serverId ? t('support.form.serverFirst') : roles.isLoading ? t('common.loading') : t('support.form.chooseRole')}</option>
                  {roleList.map((r) => (
                    <option key={r.roleId} value={r.roleId}>
                      {t('support.form.roleOption', { name: r.roleName, level: r.level })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <Field label={t('support.form.category')} error={errors.queryType}>
            {(control) => (
              <select
                {...control}
                className="gh-input"
                value={queryTypeValid}
                onChange={(e) => {
                  setQueryType(e.target.value);
                  clear('queryType');
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
        {areas.isError || servers.isError || roles.isError || types.isError ? (
          <p className="gh-form__alert" role="alert">
            {t('errors.network')}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="gh-fieldset">
        <legend>{t('support.form.yourQuestion')}</legend>
        <Field
          label={t('support.form.title')}
          error={errors.title}
          counter={{ text: `${titleCount.length} / ${TITLE_MAX}`, label: t('support.form.counter', { count: titleCount.length, max: TITLE_MAX }), over: titleCount.over }}
        >
          {(control) => (
            <input
              {...control}
              className="gh-input"
              value={title}
              placeholder={t('support.form.titlePlaceholder')}
              autoComplete="off"
              onChange={(e) => {
                setTitle(e.target.value);
                clear('title');
              }}
            />
          )}
        </Field>
        <Field
          label={t('support.form.content')}
          hint={t('support.form.contentHint', { min: CONTENT_MIN, words: CONTENT_MIN_WORDS })}
          error={errors.content}
          counter={{ text: `${contentCount.length} / ${CONTENT_MAX}`, label: t('support.form.counter', { count: contentCount.length, max: CONTENT_MAX }), over: contentCount.over }}
        >
          {(control) => (
            <textarea
              {...control}
              className="gh-input"
              value={content}
              rows={7}
              placeholder={t('support.form.contentPlaceholder')}
              onChange={(e) => {
                setContent(e.target.value);
                clear('content');
              }}
            />
          )}
        </Field>
        <AttachmentField attachments={attachments} label={t('support.upload.label')} error={errors.attachments} />
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
                  name="contact"
                  value={way}
                  checked={contactWay === way}
                  onChange={() => {
                    setContact(way);
                    clear('email', 'phone');
                  }}
                />
                <span>{t(way === 'email' ? 'support.form.byEmail' : 'support.form.byPhone')}</span>
              </label>
            ))}
          </div>
        )}
        {contactWay === 'email' ? (
          <Field label={t('support.form.email')} error={errors.email}>
            {(control) => (
              <input
                {...control}
                className="gh-input"
                type="email"
                inputMode="email"
                autoComplete="email"
                dir="ltr"
                value={email}
                maxLength={254}
                onChange={(e) => {
                  setEmail(e.target.value);
                  clear('email');
                }}
              />
            )}
          </Field>
        ) : (
          <Field label={t('support.form.phone')} hint={t('support.form.phoneHint')} error={errors.phone}>
            {(control) => (
              <input
                {...control}
                className="gh-input"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                value={phone}
                maxLength={24}
                onChange={(e) => {
                  setPhone(e.target.value);
                  clear('phone');
                }}
              />
            )}
          </Field>
        )}
      </fieldset>

      <fieldset className="gh-fieldset gh-agreements">
        <legend>{t('support.form.agreements')}</legend>
        <CheckField
          label={<strong>{t('support.form.agreeAll')}</strong>}
          checked={allAgreed}
          onChange={(checked) => {
            setAgreed({ terms: checked, userAgreement: checked, privacy: checked });
            clear('terms', 'userAgreement', 'privacy');
          }}
        />
        <div className="gh-agreements__list">
          {AGREEMENTS.map((a) => {
            const slug = AGREEMENT_NOTICE[a];
            return (
              <CheckField
                key={a}
                name={a}
                label={t(AGREEMENT_LABEL[a])}
                checked={agreed[a]}
                error={errors[a]}
                onChange={(checked) => {
                  setAgreed((v) => ({ ...v, [a]: checked }));
                  clear(a);
                }}
                after={
                  slug && offered.includes(slug) ? (
                    <Link className="gh-agreements__read" to={webPaths.notice.replace(':slug', slug)} target="_blank" rel="noopener">
                      {t('support.form.read')}
                    </Link>
                  ) : null
                }
              />
            );
          })}
        </div>
      </fieldset>

      <SubmitButton pending={create.isPending} className="gh-button gh-button--primary gh-inquiry-form__submit">
        {t('support.form.submit')}
      </SubmitButton>
    </form>
  );
}
