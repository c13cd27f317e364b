// Staff accounts (admins): the table of everyone the caller may manage, a form to create one or
// edit its name, role and brands, and the actions that end its sessions (disable, second factor
// reset, new password), each asked for first. The API has the last word on every rule (own
// account, last admin of every brand, brand scope); its refusals become sentences here.
import { Fragment, useId, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { STAFF_ROLES, type StaffRole } from '@guildhall/contract/staff';
import {
  StaffCreateSchema,
  StaffPasswordSetSchema,
  StaffUpdateSchema,
  type AdminBrand,
  type StaffAccount,
  type StaffCreate,
  type StaffUpdate,
} from '@guildhall/contract/staff-admin';
import { useFormSubmit } from '../../../components/form-submit';
import { ConfirmBox, EditorForm, ErrorLine, ListTable, useListEditor } from '../../../components/list-editor';
import { QueryFallback } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useT, type MessageKey, type TFunction } from '../../../lib/i18n';
import { staffAccountsOptions, useStaffAction } from '../api/staff-accounts';
import { contractResolver, formIssues } from '../../../lib/form';

/** The `{field, rule}` answers of the API (and of the contract's schemas) that have their own sentence. */
const RULE_TEXTS: [string, string, MessageKey][] = [
  ['email', 'taken', 'admin.staff.errEmailTaken'],
  ['brands', 'required', 'admin.staff.errBrandsRequired'],
  ['brands', 'not_yours', 'admin.staff.errBrandsNotYours'],
  ['password', 'weak_password', 'admin.staff.errWeakPassword'],
  ['password', 'too_short', 'admin.staff.errShortPassword'],
  ['password', 'too_small', 'admin.staff.errShortPassword'],
  ['role', 'self', 'admin.staff.errSelf'],
  ['disabled', 'self', 'admin.staff.errSelf'],
  ['role', 'last_admin', 'admin.staff.errLastAdmin'],
  ['brands', 'last_admin', 'admin.staff.errLastAdmin'],
  ['disabled', 'last_admin', 'admin.staff.errLastAdmin'],
];

function ruleText(t: TFunction, issues: { field: string; rule: string }[]): string | null {
  for (const [field, rule, key] of RULE_TEXTS)
    if (issues.some((i) => i.field === field && i.rule === rule)) return t(key);
  return null;
}

/** A refusal of the API as the most precise sentence known. */
export function staffErrorText(t: TFunction, err: unknown): string {
  return (err instanceof ApiError ? ruleText(t, err.issues) : null) ?? errorText(t, err);
}

/** A contract schema's failures on the form as a sentence (the same rules the API applies first). */
function formErrorText(t: TFunction, errors: FieldErrors): string | null {
  const issues = formIssues(errors);
  return issues.length ? (ruleText(t, issues) ?? t('errors.validation')) : null;
}

interface StaffValues {
  email: string;
  name: string;
  role: StaffRole;
  brands: string[];
  password: string;
}

function StaffEditor({
  account,
  brands,
  self,
  onDone,
}: {
  account: StaffAccount | null;
  brands: AdminBrand[];
  self: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const id = useId();
  const action = useStaffAction();
  // An edit sends name, role and brands only: the email and password stay out of its schema.
  const form = useForm<StaffValues, unknown, StaffCreate | StaffUpdate>({
    defaultValues: {
      email: '',
      name: account?.name ?? '',
      role: account?.role ?? 'agent',
      brands: account?.brands ?? [],
      password: '',
    },
    resolver: account
      ? contractResolver(StaffUpdateSchema, ({ name, role, brands }: StaffValues) => ({ name, role, brands }))
      : contractResolver(StaffCreateSchema),
  });
  const picked = useWatch({ control: form.control, name: 'brands' });
  const { errors } = form.formState;

  const submit = useFormSubmit(
    form,
    (body) =>
      account
        ? action.mutateAsync({ kind: 'update', staffId: account.id, body })
        : action.mutateAsync({ kind: 'create', body: body as StaffCreate }),
    {
      saved: (_, body) => t(account ? 'admin.staff.saved' : 'admin.staff.created', { name: body.name }),
      onDone,
      refusal: staffErrorText,
    },
  );

  return (
    <EditorForm
      level={2}
      heading={account ? t('admin.staff.editHeading', { name: account.name }) : t('admin.staff.newHeading')}
      onSubmit={submit}
      onCancel={onDone}
      pending={action.isPending}
      error={errors.root?.message ?? formErrorText(t, errors)}
    >
      {account ? null : (
        <div className="c-field">
          <label htmlFor={`${id}-email`}>{t('admin.staff.email')}</label>
          <input id={`${id}-email`} type="email" autoComplete="off" maxLength={254} {...form.register('email')} />
        </div>
      )}
      <div className="c-field">
        <label htmlFor={`${id}-name`}>{t('admin.staff.name')}</label>
        <input id={`${id}-name`} maxLength={80} {...form.register('name')} />
      </div>
      <div className="c-field">
        <label htmlFor={`${id}-role`}>{t('admin.staff.role')}</label>
        {/* One's own role stays: the API refuses it anyway (no one demotes themself by mistake). */}
        <select id={`${id}-role`} disabled={self} {...form.register('role')}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(r === 'admin' ? 'admin.staff.roleAdmin' : 'admin.staff.roleAgent')}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="c-fieldset">
        <legend>{t('admin.staff.brands')}</legend>
        <div className="c-checks">
          {brands.map((b) => (
            <label key={b.id} className="c-check">
              <input
                type="checkbox"
                checked={picked.includes(b.id)}
                onChange={(e) => {
                  // Brands in the order of the brand list, whatever the order of the clicks.
                  const next = e.target.checked ? [...picked, b.id] : picked.filter((x) => x !== b.id);
                  form.setValue(
                    'brands',
                    brands.map((x) => x.id).filter((x) => next.includes(x)),
                  );
                }}
              />
              {b.name}
            </label>
          ))}
        </div>
        <p className="c-muted c-small">{t('admin.staff.brandsHint')}</p>
      </fieldset>
      {account ? null : (
        <div className="c-field">
          <label htmlFor={`${id}-password`}>{t('admin.staff.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            {...form.register('password')}
          />
          <p className="c-muted c-small">{t('admin.staff.passwordHint')}</p>
        </div>
      )}
    </EditorForm>
  );
}

/** A new password chosen by the admin; the form itself says the account is signed out. */
function PasswordForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const action = useStaffAction();
  const form = useForm({ defaultValues: { password: '' }, resolver: contractResolver(StaffPasswordSetSchema) });
  const { errors } = form.formState;

  const submit = useFormSubmit(
    form,
    ({ password }) => action.mutateAsync({ kind: 'password', staffId: account.id, password }),
    { saved: t('admin.staff.passwordDone', { name: account.name }), onDone, refusal: staffErrorText },
  );

  return (
    <form className="c-confirm" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <p id={`${id}-h`}>{t('admin.staff.passwordHeading', { name: account.name })}</p>
      <div className="c-field">
        <label htmlFor={`${id}-pw`}>{t('admin.staff.newPassword')}</label>
        <input
          id={`${id}-pw`}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          autoFocus
          {...form.register('password')}
        />
      </div>
      <p className="c-muted c-small">{t('admin.staff.passwordWarning')}</p>
      <ErrorLine message={errors.root?.message ?? formErrorText(t, errors)} />
      <div className="c-form-actions">
        <button type="button" className="c-button c-button--small" onClick={onDone}>
          {t('app.cancel')}
        </button>
        <button type="submit" className="c-button c-button--small c-button--danger" disabled={action.isPending}>
          {t('admin.staff.setPassword')}
        </button>
      </div>
    </form>
  );
}

type Question = { kind: 'disable' | 'totpReset' | 'password'; staffId: number };

/**
 * `brands` are those an account may be given (features/brands); `assignment` renders an existing
 * account's automatic assignment form (features/assignment) under its editor. The page composes them.
 */
export function StaffAccounts({
  selfId,
  brands,
  assignment,
}: {
  selfId: number;
  brands: AdminBrand[];
  assignment: (account: StaffAccount) => ReactNode;
}) {
  const t = useT();
  const toast = useToast();
  const staff = useQuery(staffAccountsOptions());
  const action = useStaffAction();
  const list = useListEditor<StaffAccount, Question>();

  if (!staff.isSuccess) return <QueryFallback query={staff} />;
  const brandName = (b: string) => brands.find((x) => x.id === b)?.name ?? b;
  const asked = (s: StaffAccount, kind: Question['kind']) =>
    list.confirming?.staffId === s.id && list.confirming.kind === kind;
  // One thing at a time on this page: a question closes the editor.
  const ask = (question: Question) => {
    list.close();
    list.ask(question);
  };

  async function perform(account: StaffAccount, kind: 'disable' | 'enable' | 'totpReset') {
    list.fail(null);
    try {
      if (kind === 'totpReset') await action.mutateAsync({ kind: 'totpReset', staffId: account.id });
      else await action.mutateAsync({ kind: 'disabled', staffId: account.id, disabled: kind === 'disable' });
      toast.success(
        t(
          kind === 'totpReset'
            ? 'admin.staff.totpDone'
            : kind === 'disable'
              ? 'admin.staff.disabledDone'
              : 'admin.staff.enabledDone',
          { name: account.name },
        ),
      );
    } catch (err) {
      list.fail(staffErrorText(t, err));
    }
    list.dismiss();
  }

  return (
    <>
      <div className="c-form-actions">
        <button type="button" className="c-button c-button--primary" onClick={list.create}>
          {t('admin.staff.new')}
        </button>
      </div>
      <ErrorLine message={list.error} />
      {list.editing ? (
        <StaffEditor
          key={list.item?.id ?? 'new'}
          account={list.item}
          brands={brands}
          self={list.item?.id === selfId}
          onDone={list.close}
        />
      ) : null}
      {/* An existing account's automatic assignment: its own form, saved on its own. */}
      {list.editing && list.item ? (
        <Fragment key={`assignment-${list.item.id}`}>{assignment(list.item)}</Fragment>
      ) : null}
      {staff.data.length === 0 ? (
        <p className="c-empty">{t('admin.staff.none')}</p>
      ) : (
        <ListTable
          className="c-table c-table--plain c-staff-table"
          caption={t('admin.staff.list')}
          columns={[
            t('admin.staff.name'),
            t('admin.staff.role'),
            t('admin.staff.brands'),
            t('admin.staff.totp'),
            t('admin.staff.status'),
          ]}
        >
          {staff.data.map((s) => (
            <tr key={s.id}>
              <td className="c-col-title">
                <strong>{s.name}</strong>
                {s.id === selfId ? <span className="c-muted"> {t('admin.staff.you')}</span> : null}
                <br />
                <span className="c-muted c-small">{s.email}</span>
              </td>
              <td>{t(s.role === 'admin' ? 'admin.staff.roleAdmin' : 'admin.staff.roleAgent')}</td>
              <td>
                {s.allBrands ? (
                  <span className="c-tag">{t('admin.staff.allBrands')}</span>
                ) : (
                  s.brands.map((b) => (
                    <span key={b} className="c-tag c-tag--lang">
                      {brandName(b)}
                    </span>
                  ))
                )}
              </td>
              <td>{t(s.totpEnabled ? 'admin.staff.totpOn' : 'admin.staff.totpOff')}</td>
              <td>{t(s.disabled ? 'admin.staff.disabledStatus' : 'admin.staff.active')}</td>
              <td>
                <button
                  type="button"
                  className="c-button c-button--small"
                  aria-label={`${t('admin.staff.edit')}: ${s.name}`}
                  onClick={() => list.edit(s)}
                >
                  {t('admin.staff.edit')}
                </button>{' '}
                <button
                  type="button"
                  className="c-button c-button--small"
                  aria-label={`${t('admin.staff.setPassword')}: ${s.name}`}
                  aria-expanded={asked(s, 'password')}
                  onClick={() => ask({ kind: 'password', staffId: s.id })}
                >
                  {t('admin.staff.setPassword')}
                </button>{' '}
                {s.totpEnabled ? (
                  <>
                    <button
                      type="button"
                      className="c-button c-button--small c-button--danger-ghost"
                      aria-label={`${t('admin.staff.resetTotp')}: ${s.name}`}
                      aria-expanded={asked(s, 'totpReset')}
                      onClick={() => ask({ kind: 'totpReset', staffId: s.id })}
                    >
                      {t('admin.staff.resetTotp')}
                    </button>{' '}
                  </>
                ) : null}
                {s.id === selfId ? null : s.disabled ? (
                  <button
                    type="button"
                    className="c-button c-button--small"
                    aria-label={`${t('admin.staff.enable')}: ${s.name}`}
                    disabled={action.isPending}
                    onClick={() => void perform(s, 'enable')}
                  >
                    {t('admin.staff.enable')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="c-button c-button--small c-button--danger-ghost"
                    aria-label={`${t('admin.staff.disable')}: ${s.name}`}
                    aria-expanded={asked(s, 'disable')}
                    onClick={() => ask({ kind: 'disable', staffId: s.id })}
                  >
                    {t('admin.staff.disable')}
                  </button>
                )}
                {asked(s, 'password') ? <PasswordForm account={s} onDone={list.dismiss} /> : null}
                {asked(s, 'disable') || asked(s, 'totpReset') ? (
                  <ConfirmBox
                    message={t(asked(s, 'disable') ? 'admin.staff.confirmDisable' : 'admin.staff.confirmTotp', {
                      name: s.name,
                    })}
                    confirmLabel={t(
                      asked(s, 'disable') ? 'admin.staff.confirmDisableButton' : 'admin.staff.confirmTotpButton',
                    )}
                    pending={action.isPending}
                    onCancel={list.dismiss}
                    onConfirm={() => void perform(s, asked(s, 'disable') ? 'disable' : 'totpReset')}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </>
  );
}
