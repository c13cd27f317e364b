// An agent's automatic assignment settings, under the staff editor (admins): the languages they
// read, the skills (categories' skill keys) they cover, how many open inquiries they take at once,
// and whether they take automatic assignment. Its own form and its own save (its own audit entry).
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  AGENT_CAPACITY_MAX,
  AgentProfileEditSchema,
  type AgentProfile,
  type AgentProfileEdit,
} from '@guildhall/contract/assignment';
import { LANGUAGES } from '@guildhall/contract/areas';
import type { StaffAccount } from '@guildhall/contract/staff-admin';
import { FieldMessage } from '../../../components/field-error';
import { ErrorLine } from '../../../components/list-editor';
import { QueryFallback } from '../../../components/query-state';
import { useFormSubmit } from '../../../components/form-submit';
import { contractResolver, errorAria, fieldErrorText } from '../../../lib/form';
import { languageName } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { agentAssignmentOptions, useSaveAgentAssignment } from '../api/agent-assignment';

/** A box per choice; what is ticked stays in the choices' order. */
function Checks({
  choices,
  picked,
  onChange,
  label,
}: {
  choices: readonly string[];
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  label: (choice: string) => ReactNode;
}) {
  return (
    <div className="c-checks">
      {choices.map((c) => (
        <label key={c} className="c-check">
          <input
            type="checkbox"
            checked={picked.includes(c)}
            onChange={(e) => {
              const next = e.target.checked ? [...picked, c] : picked.filter((x) => x !== c);
              onChange(choices.filter((x) => next.includes(x)));
            }}
          />
          {label(c)}
        </label>
      ))}
    </div>
  );
}

interface AssignmentValues {
  languages: string[];
  skills: string[];
  /** As typed; an empty box is asked for, not read as 0. */
  capacity: string;
  autoAssign: boolean;
}

function AssignmentForm({ account, profile }: { account: StaffAccount; profile: AgentProfile }) {
  const { t, lang } = useI18n();
  const id = useId();
  const save = useSaveAgentAssignment(account.id);
  const form = useForm<AssignmentValues, unknown, AgentProfileEdit>({
    defaultValues: {
      languages: profile.languages,
      skills: profile.skills,
      capacity: String(profile.capacity),
      autoAssign: profile.autoAssign,
    },
    resolver: contractResolver(AgentProfileEditSchema, (v: AssignmentValues) => ({
      ...v,
      capacity: v.capacity.trim() === '' ? Number.NaN : Number(v.capacity),
    })),
  });
  const { errors } = form.formState;
  const [languages, skills] = useWatch({ control: form.control, name: ['languages', 'skills'] });
  const skillChoices = [...new Set([...profile.knownSkills, ...profile.skills])].sort();
  const capacityId = `${id}-capacity`;
  const capacityText = fieldErrorText(t, errors.capacity, form.getValues('capacity'));
  const listText = fieldErrorText(t, (errors.languages ?? errors.skills) as FieldError | undefined);

  const submit = useFormSubmit(form, (body) => save.mutateAsync(body), {
    saved: t('assignment.saved', { name: account.name }),
  });

  return (
    <form className="c-card c-editor" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('assignment.heading')}
      </h2>
      <p className="c-muted c-small">{t('assignment.intro')}</p>
      <p className="c-small">
        {t('assignment.now', {
          presence: t(`assignment.${profile.presence}`),
          load: profile.openLoad,
          capacity: profile.capacity,
        })}
      </p>
      <fieldset className="c-fieldset">
        <legend>{t('assignment.languages')}</legend>
        <Checks
          choices={LANGUAGES}
          picked={languages}
          onChange={(next) => form.setValue('languages', next, { shouldDirty: true })}
          label={(l) => <span lang={l}>{languageName(l, lang)}</span>}
        />
        <p className="c-muted c-small">{t('assignment.languagesHint')}</p>
      </fieldset>
      <fieldset className="c-fieldset">
        <legend>{t('assignment.skills')}</legend>
        {skillChoices.length === 0 ? (
          <p className="c-muted c-small">{t('assignment.noSkills')}</p>
        ) : (
          <Checks
            choices={skillChoices}
            picked={skills}
            onChange={(next) => form.setValue('skills', next, { shouldDirty: true })}
            label={(s) => <code>{s}</code>}
          />
        )}
        <p className="c-muted c-small">{t('assignment.skillsHint')}</p>
      </fieldset>
      <div className="c-field">
        <label htmlFor={capacityId}>{t('assignment.capacity')}</label>
        <input
          id={capacityId}
          type="number"
          inputMode="numeric"
          min={0}
          max={AGENT_CAPACITY_MAX}
          step={1}
          {...errorAria(capacityId, capacityText)}
          {...form.register('capacity')}
        />
        <FieldMessage controlId={capacityId} message={capacityText} />
      </div>
      <label className="c-check">
        <input type="checkbox" {...form.register('autoAssign')} />
        {t('assignment.autoAssign')}
      </label>
      <ErrorLine message={errors.root?.message ?? listText} />
      <div className="c-form-actions">
        <button type="submit" className="c-button c-button--primary" disabled={save.isPending}>
          {t('assignment.save')}
        </button>
      </div>
    </form>
  );
}

export function AgentAssignment({ account }: { account: StaffAccount }) {
  const profile = useQuery(agentAssignmentOptions(account.id));
  if (!profile.isSuccess) return <QueryFallback query={profile} />;
  return <AssignmentForm key={account.id} account={account} profile={profile.data} />;
}
