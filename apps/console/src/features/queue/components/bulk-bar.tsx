// The queue's bulk bar: what to do with the inquiries selected in the queue. Built in:
// add and remove tags, set the priority, in one request (one outcome per inquiry, announced).
// Other actions (a macro, say) plug in through `actions` (see features/queue/bulk-actions.tsx):
// each renders its own controls and gets the selection and a way to report and clear it.
// Plain form controls in document order, so it works by keyboard alone.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PriorityOptions, TagSuggestions } from '../../../components/triage-choices';
import { errorText } from '../../../lib/errors';
import { useT } from '../../../lib/i18n';
import { tagList, useBulkChange } from '../../../lib/triage-api';

export interface BulkActionContext {
  /** The selected inquiries, in the queue's order. */
  inquiryIds: number[];
  /** The brand in view (null: every brand of the staff member), for suggestions. */
  brand: string | null;
  /** Announces a result (polite live region) and, when `clear`, empties the selection. */
  done: (message: string, clear?: boolean) => void;
}

export interface BulkAction {
  key: string;
  render: (ctx: BulkActionContext) => ReactNode;
}

export function BulkBar({
  inquiryIds,
  brand,
  onClear,
  actions = [],
}: {
  inquiryIds: number[];
  brand: string | null;
  onClear: () => void;
  actions?: readonly BulkAction[];
}) {
  const t = useT();
  const id = useId();
  const [add, setAdd] = useState('');
  const [remove, setRemove] = useState('');
  const [priority, setPriority] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const bulk = useBulkChange();

  const done = (text: string, clear = false) => {
    setMessage({ text });
    if (clear) onClear();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const addTags = tagList(add);
    const removeTags = tagList(remove);
    if (addTags.length === 0 && removeTags.length === 0 && priority === '') {
      setMessage({ text: t('triage.nothingToApply'), error: true });
      return;
    }
    bulk.mutate(
      { inquiryIds, addTags, removeTags, ...(priority === '' ? {} : { priority: Number(priority) }) },
      {
        onSuccess: ({ results }) => {
          const count = (o: string) => results.filter((r) => r.outcome === o).length;
          setAdd('');
          setRemove('');
          setPriority('');
          done(
            t('triage.bulkDone', {
              changed: count('changed'),
              unchanged: count('unchanged'),
              skipped: count('not_found') + count('too_many_tags'),
            }),
          );
        },
        onError: (err) => setMessage({ text: errorText(t, err), error: true }),
      },
    );
  };

  return (
    <section className="c-bulk" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="c-bulk__title">
        {t('triage.bulkLabel')}{' '}
        <span className="c-badge">{t('triage.selectedCount', { count: inquiryIds.length })}</span>
      </h2>
      <form className="c-bulk__form" onSubmit={submit}>
        <div className="c-field">
          <label htmlFor={`${id}-add`}>{t('triage.addTags')}</label>
          <input
            id={`${id}-add`}
            type="text"
            list={`${id}-tags`}
            value={add}
            onChange={(e) => setAdd(e.target.value)}
            aria-describedby={`${id}-hint`}
          />
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-remove`}>{t('triage.removeTags')}</label>
          <input
            id={`${id}-remove`}
            type="text"
            list={`${id}-tags`}
            value={remove}
            onChange={(e) => setRemove(e.target.value)}
            aria-describedby={`${id}-hint`}
          />
        </div>
        <TagSuggestions id={`${id}-tags`} brand={brand} />
        <div className="c-field">
          <label htmlFor={`${id}-priority`}>{t('triage.setPriority')}</label>
          <select id={`${id}-priority`} value={priority} onChange={(e) => setPriority(e.target.value)}>
            <option value="">{t('triage.keepPriority')}</option>
            <PriorityOptions />
          </select>
        </div>
        <div className="c-bulk__buttons">
          <button type="submit" className="c-button c-button--primary" disabled={bulk.isPending}>
            {t('triage.applyBulk')}
          </button>
          <button type="button" className="c-button c-button--ghost" onClick={onClear}>
            {t('triage.clearSelection')}
          </button>
        </div>
        <p id={`${id}-hint`} className="c-muted c-bulk__hint">
          {t('triage.tagsHint')}
        </p>
      </form>
      {actions.map((a) => (
        <div key={a.key} className="c-bulk__extra">
          {a.render({ inquiryIds, brand, done })}
        </div>
      ))}
      <p className={message?.error ? 'c-field__error' : 'c-muted'} role="status" aria-live="polite">
        {message?.text ?? ''}
      </p>
    </section>
  );
}
