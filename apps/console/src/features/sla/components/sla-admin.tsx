// SLA calendars and policies (admins). A calendar: a name, an area, an IANA time zone,
// the working periods of each weekday typed as "09:00-12:00, 13:00-18:00" (a lunch break is the gap)
// and holidays one a line. A policy: what it covers (brand, area, priority, tier; empty is any),
// its calendar, and its targets in working minutes. The contract checks both forms as the API does;
// the API answers how many open inquiries' due times it recomputed.
import { useId, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { AREAS } from '@guildhall/contract/areas';
import {
  SlaCalendarEditSchema,
  SlaPolicyEditSchema,
  type SlaCalendar,
  type SlaPolicy,
  type SlaSaved,
} from '@guildhall/contract/sla';
import { useFormSubmit } from '../../../components/form-submit';
import { ConfirmBox, EditorForm, ErrorLine, ListTable, useListEditor } from '../../../components/list-editor';
import { LoadError, Loading } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { contractResolver, formIssues } from '../../../lib/form';
import { useI18n, useT, type MessageKey, type TFunction } from '../../../lib/i18n';
import { slaCalendarsOptions, slaPoliciesOptions, useSlaAction } from '../api/sla';
import {
  calendarValues,
  formatDay,
  formatTarget,
  policyValues,
  slaIssueText,
  toCalendarInput,
  toPolicyInput,
  weekdayName,
  type CalendarValues,
  type PolicyValues,
} from '../lib/sla-form';

export const PRIORITY_KEYS: MessageKey[] = [
  'sla.priorityLow',
  'sla.priorityNormal',
  'sla.priorityHigh',
  'sla.priorityUrgent',
];
const areaKey = (area: string) => `admin.area.${area}` as MessageKey;

function apiErrorText(t: TFunction, err: unknown, lang: string): string {
  return (err instanceof ApiError ? slaIssueText(t, err.issues, lang) : null) ?? errorText(t, err);
}

function savedText(t: TFunction, saved: SlaSaved | null): string {
  if (!saved || (!saved.deferred && saved.recomputed === 0)) return t('sla.saved');
  return saved.deferred ? t('sla.savedDeferred') : t('sla.savedRecomputed', { count: saved.recomputed });
}

/**
 * The frame both SLA editors share: the toast says whether open inquiries' due times were
 * recomputed, and a mistake, the form's or the API's, is worded as the SLA's (slaIssueText).
 */
function SlaEditorForm<V extends FieldValues, O>({
  form,
  send,
  heading,
  pending,
  onDone,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  send: (body: O) => Promise<SlaSaved | null>;
  heading: string;
  pending: boolean;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t, lang } = useI18n();
  const submit = useFormSubmit(form, send, {
    saved: (answer) => savedText(t, answer),
    onDone,
    refusal: (t, err) => apiErrorText(t, err, lang),
  });
  const { errors } = form.formState;
  const issues = formIssues(errors);
  return (
    <EditorForm
      level={3}
      heading={heading}
      onSubmit={submit}
      onCancel={onDone}
      pending={pending}
      error={errors.root?.message ?? (issues.length ? (slaIssueText(t, issues, lang) ?? t('errors.validation')) : null)}
    >
      {children}
    </EditorForm>
  );
}

/** A calendar's or a policy's name. */
function NameField({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  const t = useT();
  return (
    <div className="c-field">
      <label htmlFor={`${id}-name`}>{t('sla.name')}</label>
      <input id={`${id}-name`} maxLength={80} {...field} />
    </div>
  );
}

/** The area a calendar or a policy is for, or any. */
function AreaSelect({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  const t = useT();
  return (
    <div className="c-field">
      <label htmlFor={`${id}-area`}>{t('sla.area')}</label>
      <select id={`${id}-area`} {...field}>
        <option value="">{t('sla.anyArea')}</option>
        {AREAS.map((a) => (
          <option key={a} value={a}>
            {t(areaKey(a))}
          </option>
        ))}
      </select>
    </div>
  );
}

function CalendarEditor({ calendar, onDone }: { calendar: SlaCalendar | null; onDone: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const action = useSlaAction();
  const form = useForm<CalendarValues, unknown, ReturnType<typeof SlaCalendarEditSchema.parse>>({
    defaultValues: calendarValues(calendar),
    resolver: contractResolver(SlaCalendarEditSchema, toCalendarInput),
  });
  return (
    <SlaEditorForm
      form={form}
      send={(body) => action.mutateAsync({ kind: 'saveCalendar', id: calendar?.id ?? null, body })}
      heading={calendar ? t('sla.editCalendar', { name: calendar.name }) : t('sla.newCalendar')}
      pending={action.isPending}
      onDone={onDone}
    >
      <div className="c-sla-grid">
        <NameField id={id} field={form.register('name')} />
        <AreaSelect id={id} field={form.register('area')} />
        <div className="c-field">
          <label htmlFor={`${id}-tz`}>{t('sla.timeZone')}</label>
          <input
            id={`${id}-tz`}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${id}-tz-hint`}
            {...form.register('timeZone')}
          />
          <p id={`${id}-tz-hint`} className="c-muted c-small">
            {t('sla.timeZoneHint')}
          </p>
        </div>
      </div>
      <fieldset className="c-fieldset">
        <legend>{t('sla.week')}</legend>
        <p id={`${id}-week-hint`} className="c-muted c-small">
          {t('sla.weekHint')}
        </p>
        <div className="c-sla-week">
          {/* Monday first, as a working week reads; the contract's index stays 0 Sunday. */}
          {[1, 2, 3, 4, 5, 6, 0].map((d) => (
            <div key={d} className="c-field c-field--inline">
              <label htmlFor={`${id}-day-${d}`}>{weekdayName(d, lang)}</label>
              <input
                id={`${id}-day-${d}`}
                inputMode="numeric"
                spellCheck={false}
                autoComplete="off"
                placeholder={t('sla.dayOff')}
                aria-describedby={`${id}-week-hint`}
                {...form.register(`days.${d}` as const)}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="c-field">
        <label htmlFor={`${id}-holidays`}>{t('sla.holidays')}</label>
        <textarea
          id={`${id}-holidays`}
          rows={6}
          spellCheck={false}
          aria-describedby={`${id}-hol-hint`}
          {...form.register('holidays')}
        />
        <p id={`${id}-hol-hint`} className="c-muted c-small">
          {t('sla.holidaysHint')}
        </p>
      </div>
    </SlaEditorForm>
  );
}

function PolicyEditor({
  policy,
  calendars,
  brands,
  everyBrand,
  onDone,
}: {
  policy: SlaPolicy | null;
  calendars: SlaCalendar[];
  brands: readonly SlaBrand[];
  /** An admin of every brand: they alone may choose "any brand". */
  everyBrand: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const id = useId();
  const action = useSlaAction();
  const form = useForm<PolicyValues, unknown, ReturnType<typeof SlaPolicyEditSchema.parse>>({
    defaultValues: {
      ...policyValues(policy, calendars[0]?.id),
      ...(everyBrand || policy ? {} : { brand: brands[0]?.id ?? '' }),
    },
    resolver: contractResolver(SlaPolicyEditSchema, toPolicyInput),
  });
  const target = (
    field: 'firstResponseMinutes' | 'nextResponseMinutes' | 'resolutionMinutes' | 'warnMinutes',
    key: MessageKey,
  ) => (
    <div className="c-field">
      <label htmlFor={`${id}-${field}`}>{t(key)}</label>
      <input
        id={`${id}-${field}`}
        type="number"
        inputMode="numeric"
        min={field === 'warnMinutes' ? 0 : 1}
        step={1}
        aria-describedby={`${id}-minutes-hint`}
        {...form.register(field)}
      />
    </div>
  );
  return (
    <SlaEditorForm
      form={form}
      send={(body) => action.mutateAsync({ kind: 'savePolicy', id: policy?.id ?? null, body })}
      heading={policy ? t('sla.editPolicy', { name: policy.name }) : t('sla.newPolicy')}
      pending={action.isPending}
      onDone={onDone}
    >
      <div className="c-sla-grid">
        <NameField id={id} field={form.register('name')} />
        <div className="c-field">
          <label htmlFor={`${id}-calendar`}>{t('sla.calendar')}</label>
          <select id={`${id}-calendar`} {...form.register('calendarId')}>
            {calendars.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="c-fieldset">
        <legend>{t('sla.covers')}</legend>
        <p className="c-muted c-small">{t('sla.coversHint')}</p>
        <div className="c-sla-grid">
          <div className="c-field">
            <label htmlFor={`${id}-brand`}>{t('sla.brand')}</label>
            <select id={`${id}-brand`} {...form.register('brand')}>
              {everyBrand ? <option value="">{t('sla.anyBrand')}</option> : null}
              {brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <AreaSelect id={id} field={form.register('area')} />
          <div className="c-field">
            <label htmlFor={`${id}-priority`}>{t('sla.priority')}</label>
            <select id={`${id}-priority`} {...form.register('priority')}>
              <option value="">{t('sla.anyPriority')}</option>
              {PRIORITY_KEYS.map((key, p) => (
                <option key={p} value={p}>
                  {t(key)}
                </option>
              ))}
            </select>
          </div>
          <div className="c-field">
            <label htmlFor={`${id}-tier`}>{t('sla.tier')}</label>
            <input
              id={`${id}-tier`}
              maxLength={40}
              spellCheck={false}
              autoComplete="off"
              placeholder={t('sla.anyTier')}
              {...form.register('tier')}
            />
          </div>
        </div>
      </fieldset>
      <fieldset className="c-fieldset">
        <legend>{t('sla.targets')}</legend>
        <p id={`${id}-minutes-hint`} className="c-muted c-small">
          {t('sla.targetsHint')}
        </p>
        <div className="c-sla-grid">
          {target('firstResponseMinutes', 'sla.firstResponse')}
          {target('nextResponseMinutes', 'sla.nextResponse')}
          {target('resolutionMinutes', 'sla.resolution')}
          {target('warnMinutes', 'sla.warnBefore')}
        </div>
      </fieldset>
    </SlaEditorForm>
  );
}

/** "Mon–Fri 09:00-12:00, 13:00-18:00 · Sat 10:00-14:00": consecutive days with the same periods together, days off left out. */
function weekSummary(c: SlaCalendar, lang: string, t: TFunction): string {
  const runs: { from: number; to: number; text: string }[] = [];
  for (const d of [1, 2, 3, 4, 5, 6, 0]) {
    const text = formatDay(c.periods[d] ?? []);
    const last = runs[runs.length - 1];
    if (last && last.text === text && (last.to + 1) % 7 === d) last.to = d;
    else runs.push({ from: d, to: d, text });
  }
  const day = (d: number) => weekdayName(d, lang, 'short');
  return (
    runs
      .filter((r) => r.text)
      .map((r) => `${r.from === r.to ? day(r.from) : `${day(r.from)}–${day(r.to)}`} ${r.text}`)
      .join(' · ') || t('sla.dayOff')
  );
}

type Question = { kind: 'calendar' | 'policy'; id: number };

/** A brand a policy can name (the page gives the caller's brands). */
export interface SlaBrand {
  id: string;
  name: string;
}

/**
 * `everyBrand`: the caller is an admin of every brand. Others read the calendars and the policies
 * of every brand (their due times depend on them) and change only their own brands' policies,
 * as the API allows (docs/decisions/0032-brand-scope-and-account-enumeration.md).
 */
export function SlaAdmin({ brands, everyBrand }: { brands: readonly SlaBrand[]; everyBrand: boolean }) {
  const { t, lang } = useI18n();
  const toast = useToast();
  const calendars = useQuery(slaCalendarsOptions());
  const policies = useQuery(slaPoliciesOptions());
  const action = useSlaAction();
  const brandName = (id: string) => brands.find((b) => b.id === id)?.name ?? id;
  const calendarList = useListEditor<SlaCalendar, Question>();
  const policyList = useListEditor<SlaPolicy, Question>();

  if (calendars.isPending || policies.isPending) return <Loading />;
  if (calendars.isError) return <LoadError error={calendars.error} onRetry={() => void calendars.refetch()} />;
  if (policies.isError) return <LoadError error={policies.error} onRetry={() => void policies.refetch()} />;
  const calendarName = (id: number) => calendars.data.find((c) => c.id === id)?.name ?? String(id);
  const asked = (kind: Question['kind'], id: number) =>
    calendarList.confirming?.kind === kind && calendarList.confirming.id === id;

  async function remove(q: Question) {
    calendarList.fail(null);
    try {
      const saved = await action.mutateAsync(
        q.kind === 'calendar' ? { kind: 'deleteCalendar', id: q.id } : { kind: 'deletePolicy', id: q.id },
      );
      toast.success(q.kind === 'calendar' ? t('sla.calendarDeleted') : savedText(t, saved));
    } catch (err) {
      calendarList.fail(apiErrorText(t, err, lang));
    }
    calendarList.dismiss();
  }
  const confirm = (q: Question, name: string) =>
    asked(q.kind, q.id) ? (
      <ConfirmBox
        message={t(q.kind === 'calendar' ? 'sla.confirmDeleteCalendar' : 'sla.confirmDeletePolicy', { name })}
        confirmLabel={t('sla.delete')}
        pending={action.isPending}
        onCancel={calendarList.dismiss}
        onConfirm={() => void remove(q)}
      />
    ) : null;
  const ask = (q: Question) => {
    calendarList.close();
    policyList.close();
    calendarList.ask(q);
  };

  return (
    <>
      <ErrorLine message={calendarList.error} />
      <section className="c-card" aria-labelledby="c-sla-policies">
        <div className="c-card__head">
          <h2 id="c-sla-policies" className="c-card__title">
            {t('sla.policies')}
          </h2>
          <button
            type="button"
            className="c-button c-button--primary c-button--small"
            disabled={calendars.data.length === 0}
            onClick={() => {
              calendarList.close();
              policyList.create();
            }}
          >
            {t('sla.newPolicy')}
          </button>
        </div>
        <p className="c-muted c-small">{t('sla.policiesHint')}</p>
        {policyList.editing ? (
          <PolicyEditor
            key={policyList.item?.id ?? 'new'}
            policy={policyList.item}
            calendars={calendars.data}
            brands={brands}
            everyBrand={everyBrand}
            onDone={policyList.close}
          />
        ) : null}
        {policies.data.length === 0 ? (
          <p className="c-empty">{t('sla.noPolicies')}</p>
        ) : (
          <ListTable
            className="c-table c-table--plain c-sla-table"
            caption={t('sla.policies')}
            columns={[
              t('sla.name'),
              t('sla.covers'),
              t('sla.firstResponse'),
              t('sla.nextResponse'),
              t('sla.resolution'),
              t('sla.warnBefore'),
            ]}
          >
            {policies.data.map((p) => (
              <tr key={p.id}>
                <td className="c-col-title">
                  <strong>{p.name}</strong>
                  <br />
                  <span className="c-muted c-small">{calendarName(p.calendarId)}</span>
                </td>
                <td>
                  {p.brand === null && p.area === null && p.priority === null && p.tier === null ? (
                    <span className="c-tag">{t('sla.everything')}</span>
                  ) : null}
                  {p.brand !== null ? <span className="c-tag">{brandName(p.brand)}</span> : null}
                  {p.area !== null ? <span className="c-tag">{t(areaKey(p.area))}</span> : null}
                  {p.priority !== null ? <span className="c-tag">{t(PRIORITY_KEYS[p.priority]!)}</span> : null}
                  {p.tier !== null ? <span className="c-tag c-tag--lang">{p.tier}</span> : null}
                </td>
                <td className="c-num">{formatTarget(p.firstResponseMinutes, t)}</td>
                <td className="c-num">{formatTarget(p.nextResponseMinutes, t)}</td>
                <td className="c-num">{formatTarget(p.resolutionMinutes, t)}</td>
                <td className="c-num">{formatTarget(p.warnMinutes, t)}</td>
                <td className="c-nowrap">
                  {p.brand === null && !everyBrand ? (
                    <span className="c-muted c-small">{t('sla.everyBrandOnly')}</span>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="c-button c-button--small"
                        aria-label={`${t('sla.edit')}: ${p.name}`}
                        onClick={() => {
                          calendarList.close();
                          calendarList.dismiss();
                          policyList.edit(p);
                        }}
                      >
                        {t('sla.edit')}
                      </button>{' '}
                      <button
                        type="button"
                        className="c-button c-button--small c-button--danger-ghost"
                        aria-label={`${t('sla.delete')}: ${p.name}`}
                        aria-expanded={asked('policy', p.id)}
                        onClick={() => ask({ kind: 'policy', id: p.id })}
                      >
                        {t('sla.delete')}
                      </button>
                      {confirm({ kind: 'policy', id: p.id }, p.name)}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </section>

      <section className="c-card" aria-labelledby="c-sla-calendars">
        <div className="c-card__head">
          <h2 id="c-sla-calendars" className="c-card__title">
            {t('sla.calendars')}
          </h2>
          {everyBrand ? (
            <button
              type="button"
              className="c-button c-button--primary c-button--small"
              onClick={() => {
                policyList.close();
                calendarList.create();
              }}
            >
              {t('sla.newCalendar')}
            </button>
          ) : null}
        </div>
        <p className="c-muted c-small">{t('sla.calendarsHint')}</p>
        {everyBrand ? null : <p className="c-muted c-small">{t('sla.calendarsEveryBrandOnly')}</p>}
        {calendarList.editing ? (
          <CalendarEditor
            key={calendarList.item?.id ?? 'new'}
            calendar={calendarList.item}
            onDone={calendarList.close}
          />
        ) : null}
        {calendars.data.length === 0 ? (
          <p className="c-empty">{t('sla.noCalendars')}</p>
        ) : (
          <ListTable
            className="c-table c-table--plain c-sla-table"
            caption={t('sla.calendars')}
            columns={[t('sla.name'), t('sla.timeZone'), t('sla.week'), t('sla.holidays'), t('sla.usedBy')]}
          >
            {calendars.data.map((c) => (
              <tr key={c.id}>
                <td className="c-col-title">
                  <strong>{c.name}</strong>
                  {c.area ? (
                    <>
                      <br />
                      <span className="c-muted c-small">{t(areaKey(c.area))}</span>
                    </>
                  ) : null}
                </td>
                <td>
                  <code>{c.timeZone}</code>
                </td>
                <td className="c-small">{weekSummary(c, lang, t)}</td>
                <td className="c-num">{c.holidays.length}</td>
                <td className="c-num">{c.policies}</td>
                <td className="c-nowrap">
                  {everyBrand ? (
                    <>
                      <button
                        type="button"
                        className="c-button c-button--small"
                        aria-label={`${t('sla.edit')}: ${c.name}`}
                        onClick={() => {
                          policyList.close();
                          calendarList.edit(c);
                        }}
                      >
                        {t('sla.edit')}
                      </button>{' '}
                      <button
                        type="button"
                        className="c-button c-button--small c-button--danger-ghost"
                        aria-label={`${t('sla.delete')}: ${c.name}`}
                        aria-expanded={asked('calendar', c.id)}
                        onClick={() => ask({ kind: 'calendar', id: c.id })}
                      >
                        {t('sla.delete')}
                      </button>
                      {confirm({ kind: 'calendar', id: c.id }, c.name)}
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </section>
    </>
  );
}
