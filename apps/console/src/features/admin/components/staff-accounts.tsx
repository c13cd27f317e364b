// Staff accounts (admins): the table of everyone the caller may manage, a form to create one or
// edit its name, role and brands, and the actions that end its sessions (disable, second factor
// reset, new password), each asked for first. The API has the last word on every rule (own
// account, last admin of every brand, brand scope); its refusals become sentences here.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '@guildhall/contract/staff';
import { StaffCreateSchema, StaffPasswordSetSchema, StaffUpdateSchema, type AdminBrand, type StaffAccount } from '@guildhall/contract/staff-admin';
import { LoadError, Loading } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useT, type MessageKey, type TFunction } from '../../../lib/i18n';
import { adminBrandsOptions } from '../api/brands';
import { staffAccountsOptions, useStaffAction } from '../api/staff-accounts';
import { EditorActions } from '../../../components/editor-actions';

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
  for (const [field, rule, key] of RULE_TEXTS) if (issues.some((i) => i.field === field && i.rule === rule)) return t(key);
  return null;
}

/** A refusal of the API as the most precise sentence known. */
export function staffErrorText(t: TFunction, err: unknown): string {
  return (err instanceof ApiError ? ruleText(t, err.issues) : null) ?? errorText(t, err);
}

/** A contract schema's failures as a sentence (the same rules the API applies first). */
function schemaErrorText(t: TFunction, error: z.ZodError): string {
  const issues = error.issues.map((i) => ({ field: String(i.path[0] ?? ''), rule: /^[a-z][a-z_]*$/.test(i.message) ? i.message : i.code }));
  return ruleText(t, issues) ?? t('errors.validation');
}

function StaffEditor({ account, brands, self, onDone }: { account: StaffAccount | null; brands: AdminBrand[]; self: boolean; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const action = useStaffAction();
  const [email, setEmail] = useState('');
  const [name, setName] = useState(account?.name ?? '');
  const [role, setRole] = useState<StaffRole>(account?.role ?? 'agent');
  const [picked, setPicked] = useState<string[]>(account?.brands ?? []);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    // Brands in the order of the brand list, whatever the order of the clicks.
    const ordered = brands.map((b) => b.id).filter((b) => picked.includes(b));
    try {
      if (account) {
        const parsed = StaffUpdateSchema.safeParse({ name, role, brands: ordered });
        if (!parsed.success) return setError(schemaErrorText(t, parsed.error));
        await action.mutateAsync({ kind: 'update', staffId: account.id, body: parsed.data });
        toast.success(t('admin.staff.saved', { name: parsed.data.name }));
      } else {
        const parsed = StaffCreateSchema.safeParse({ email, name, role, brands: ordered, password });
        if (!parsed.success) return setError(schemaErrorText(t, parsed.error));
        await action.mutateAsync({ kind: 'create', body: parsed.data });
        toast.success(t('admin.staff.created', { name: parsed.data.name }));
      }
      onDone();
    } catch (err) {
      setError(staffErrorText(t, err));
    }
  }

  return (
    <form className="c-card c-editor" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {account ? t('admin.staff.editHeading', { name: account.name }) : t('admin.staff.newHeading')}
      </h2>
      {account ? null : (
        <div className="c-field">
          <label htmlFor={`${id}-email`}>{t('admin.staff.email')}</label>
          <input id={`${id}-email`} type="email" autoComplete="off" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />
        </div>
      )}
      <div className="c-field">
        <label htmlFor={`${id}-name`}>{t('admin.staff.name')}</label>
        <input id={`${id}-name`} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="c-field">
        <label htmlFor={`${id}-role`}>{t('admin.staff.role')}</label>
        {/* One's own role stays: the API refuses it anyway (no one demotes themself by mistake). */}
        <select id={`${id}-role`} value={role} disabled={self} onChange={(e) => setRole(e.target.value as StaffRole)}>
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
              <input type="checkbox" checked={picked.includes(b.id)} onChange={(e) => setPicked((p) => (e.target.checked ? [...p, b.id] : p.filter((x) => x !== b.id)))} />
              {b.name}
            </label>
          ))}
        </div>
        <p className="c-muted c-small">{t('admin.staff.brandsHint')}</p>
      </fieldset>
      {account ? null : (
        <div className="c-field">
          <label htmlFor={`${id}-password`}>{t('admin.staff.password')}</label>
          <input id={`${id}-password`} type="password" autoComplete="new-password" value={password} maxLength={128} onChange={(e) => setPassword(e.target.value)} />
          <p className="c-muted c-small">{t('admin.staff.passwordHint')}</p>
        </div>
      )}
      {error ? (
        <p className="c-alert c-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <EditorActions onCancel={onDone} pending={action.isPending} />
    </form>
  );
}

/** A new password chosen by the admin; the form itself says the account is signed out. */
function PasswordForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const action = useStaffAction();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = StaffPasswordSetSchema.safeParse({ password });
    if (!parsed.success) return setError(schemaErrorText(t, parsed.error));
    try {
      await action.mutateAsync({ kind: 'password', staffId: account.id, password: parsed.data.password });
      toast.success(t('admin.staff.passwordDone', { name: account.name }));
      onDone();
    } catch (err) {
      setError(staffErrorText(t, err));
    }
  }

  return (
    <form className="c-confirm" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
      <p id={`${id}-h`}>{t('admin.staff.passwordHeading', { name: account.name })}</p>
      <div className="c-field">
        <label htmlFor={`${id}-pw`}>{t('admin.staff.newPassword')}</label>
        <input id={`${id}-pw`} type="password" autoComplete="new-password" value={password} maxLength={128} onChange={(e) => setPassword(e.target.value)} autoFocus />
      </div>
      <p className="c-muted c-small">{t('admin.staff.passwordWarning')}</p>
      {error ? (
        <p className="c-alert c-alert--error" role="alert">
          {error}
        </p>
      ) : null}
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

type Pending = { kind: 'disable' | 'totpReset' | 'password'; staffId: number } | null;

export function StaffAccounts({ selfId }: { selfId: number }) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const staff = useQuery(staffAccountsOptions());
  const brands = useQuery(adminBrandsOptions());
  const action = useStaffAction();
  const [editing, setEditing] = useState<StaffAccount | 'new' | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);

  if (staff.isPending || brands.isPending) return <Loading />;
  if (staff.isError) return <LoadError error={staff.error} onRetry={() => void staff.refetch()} />;
  if (brands.isError) return <LoadError error={brands.error} onRetry={() => void brands.refetch()} />;
  const brandName = (b: string) => brands.data.find((x) => x.id === b)?.name ?? b;

  function ask(next: Pending) {
    setError(null);
    setEditing(null);
    setPending(next);
  }

  async function perform(account: StaffAccount, kind: 'disable' | 'enable' | 'totpReset') {
    setError(null);
    try {
      if (kind === 'totpReset') await action.mutateAsync({ kind: 'totpReset', staffId: account.id });
      else await action.mutateAsync({ kind: 'disabled', staffId: account.id, disabled: kind === 'disable' });
      toast.success(t(kind === 'totpReset' ? 'admin.staff.totpDone' : kind === 'disable' ? 'admin.staff.disabledDone' : 'admin.staff.enabledDone', { name: account.name }));
    } catch (err) {
      setError(staffErrorText(t, err));
    }
    setPending(null);
  }

  const confirm = (account: StaffAccount, kind: 'disable' | 'totpReset') => (
    <div className="c-confirm" role="alertdialog" aria-labelledby={`${id}-confirm-${account.id}`}>
      <p id={`${id}-confirm-${account.id}`}>{t(kind === 'disable' ? 'admin.staff.confirmDisable' : 'admin.staff.confirmTotp', { name: account.name })}</p>
      <div className="c-form-actions">
        <button type="button" className="c-button c-button--small" onClick={() => setPending(null)} autoFocus>
          {t('app.cancel')}
        </button>
        <button type="button" className="c-button c-button--small c-button--danger" disabled={action.isPending} onClick={() => void perform(account, kind)}>
          {t(kind === 'disable' ? 'admin.staff.confirmDisableButton' : 'admin.staff.confirmTotpButton')}
        </button>
      </div>
    </div>
  );

  return (
    <>
      <div className="c-form-actions">
        <button type="button" className="c-button c-button--primary" onClick={() => {
            ask(null);
            setEditing('new');
          }}>
          {t('admin.staff.new')}
        </button>
      </div>
      {error ? (
        <p className="c-alert c-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {editing ? (
        <StaffEditor key={editing === 'new' ? 'new' : editing.id} account={editing === 'new' ? null : editing} brands={brands.data} self={editing !== 'new' && editing.id === selfId} onDone={() => setEditing(null)} />
      ) : null}
      {staff.data.length === 0 ? (
        <p className="c-empty">{t('admin.staff.none')}</p>
      ) : (
        <div className="c-table-wrap">
          <table className="c-table c-table--plain c-staff-table">
            <caption className="c-visually-hidden">{t('admin.staff.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.staff.name')}</th>
                <th scope="col">{t('admin.staff.role')}</th>
                <th scope="col">{t('admin.staff.brands')}</th>
                <th scope="col">{t('admin.staff.totp')}</th>
                <th scope="col">{t('admin.staff.status')}</th>
                <th scope="col">
                  <span className="c-visually-hidden">{t('admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
                    <button type="button" className="c-button c-button--small" aria-label={`${t('admin.staff.edit')}: ${s.name}`} onClick={() => {
                        ask(null);
                        setEditing(s);
                      }}>
                      {t('admin.staff.edit')}
                    </button>{' '}
                    <button type="button" className="c-button c-button--small" aria-label={`${t('admin.staff.setPassword')}: ${s.name}`} aria-expanded={pending?.kind === 'password' && pending.staffId === s.id} onClick={() => ask({ kind: 'password', staffId: s.id })}>
                      {t('admin.staff.setPassword')}
                    </button>{' '}
                    {s.totpEnabled ? (
                      <>
                        <button type="button" className="c-button c-button--small c-button--danger-ghost" aria-label={`${t('admin.staff.resetTotp')}: ${s.name}`} aria-expanded={pending?.kind === 'totpReset' && pending.staffId === s.id} onClick={() => ask({ kind: 'totpReset', staffId: s.id })}>
                          {t('admin.staff.resetTotp')}
                        </button>{' '}
                      </>
                    ) : null}
                    {s.id === selfId ? null : s.disabled ? (
                      <button type="button" className="c-button c-button--small" aria-label={`${t('admin.staff.enable')}: ${s.name}`} disabled={action.isPending} onClick={() => void perform(s, 'enable')}>
                        {t('admin.staff.enable')}
                      </button>
                    ) : (
                      <button type="button" className="c-button c-button--small c-button--danger-ghost" aria-label={`${t('admin.staff.disable')}: ${s.name}`} aria-expanded={pending?.kind === 'disable' && pending.staffId === s.id} onClick={() => ask({ kind: 'disable', staffId: s.id })}>
                        {t('admin.staff.disable')}
                      </button>
                    )}
                    {pending?.staffId === s.id && pending.kind === 'password' ? <PasswordForm account={s} onDone={() => setPending(null)} /> : null}
                    {pending?.staffId === s.id && pending.kind !== 'password' ? confirm(s, pending.kind) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
