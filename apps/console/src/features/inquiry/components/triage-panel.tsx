// The inquiry page's priority and tags: the priority saved on choosing it, the tags
// each removable by its button, a new one added from the field (the brand's predefined tags
// suggested); the player's tier and the due time shown beside them.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { normalizeTag, TAGS_PER_INQUIRY } from '@guildhall/contract/queue-automation';
import { QueryFallback } from '../../../components/query-state';
import { useNow } from '../../../components/use-now';
import { errorText } from '../../../lib/errors';
import { useT } from '../../../lib/i18n';
import { DueCell } from '../../../components/triage-cells';
import { PriorityOptions, TagSuggestions } from '../../../components/triage-choices';
import { tagList, triageOptions, useChangeTags, useSetPriority } from '../../../lib/triage-api';
import { tierKey } from '../../../lib/triage-labels';

/** A tag as the API will store it (an invalid one as typed: the API names its rule). */
function asStored(raw: string): string {
  const r = normalizeTag(raw);
  return 'tag' in r ? r.tag : raw;
}

export function TriagePanel({ inquiryId, brand }: { inquiryId: number; brand: string }) {
  const t = useT();
  const id = useId();
  const now = useNow();
  const triage = useQuery(triageOptions(inquiryId));
  const setPriority = useSetPriority(inquiryId);
  const changeTags = useChangeTags(inquiryId);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const report = (err: unknown) => setMessage({ text: errorText(t, err), error: true });

  const addTags = (e: FormEvent) => {
    e.preventDefault();
    const add = tagList(draft);
    if (add.length === 0) return;
    const current = triage.data?.tags ?? [];
    const next = new Set([...current, ...add.map(asStored)]);
    if (next.size > TAGS_PER_INQUIRY) {
      setMessage({ text: t('triage.tooManyTags', { max: TAGS_PER_INQUIRY }), error: true });
      return;
    }
    changeTags.mutate(
      { add },
      { onSuccess: () => (setDraft(''), setMessage({ text: t('triage.saved') })), onError: report },
    );
  };

  return (
    <section className="c-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('triage.label')}
      </h2>
      {!triage.isSuccess ? (
        <QueryFallback query={triage} />
      ) : (
        <div className="c-triage">
          <div className="c-field">
            <label htmlFor={`${id}-priority`}>{t('triage.priority')}</label>
            <select
              id={`${id}-priority`}
              value={triage.data.priority}
              disabled={setPriority.isPending}
              onChange={(e) =>
                setPriority.mutate(
                  { priority: Number(e.target.value) },
                  { onSuccess: () => setMessage({ text: t('triage.saved') }), onError: report },
                )
              }
            >
              <PriorityOptions />
            </select>
          </div>
          <dl className="c-triage__facts">
            <dt>{t('triage.tier')}</dt>
            <dd>{tierKey(triage.data.tier) ? t(tierKey(triage.data.tier)!) : t('triage.tierStandard')}</dd>
            <dt>{t('triage.colDue')}</dt>
            <dd>
              <DueCell dueAt={triage.data.dueAt} state={triage.data.dueState} now={now} />
            </dd>
          </dl>
          <h3 className="c-triage__subtitle">{t('triage.tags')}</h3>
          {triage.data.tags.length === 0 ? (
            <p className="c-muted">{t('triage.noTags')}</p>
          ) : (
            <ul className="c-taglist c-taglist--edit">
              {triage.data.tags.map((tag) => (
                <li key={tag} className="c-tag">
                  {tag}
                  <button
                    type="button"
                    className="c-tag__remove"
                    aria-label={t('triage.removeTag', { tag })}
                    disabled={changeTags.isPending}
                    onClick={() =>
                      changeTags.mutate(
                        { remove: [tag] },
                        { onSuccess: () => setMessage({ text: t('triage.saved') }), onError: report },
                      )
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form className="c-search" onSubmit={addTags}>
            <label htmlFor={`${id}-new`} className="c-visually-hidden">
              {t('triage.newTag')}
            </label>
            <input
              id={`${id}-new`}
              type="text"
              list={`${id}-suggest`}
              value={draft}
              placeholder={t('triage.newTag')}
              onChange={(e) => setDraft(e.target.value)}
              aria-describedby={`${id}-hint`}
            />
            <TagSuggestions id={`${id}-suggest`} brand={brand} except={triage.data.tags} />
            <button type="submit" className="c-button" disabled={changeTags.isPending}>
              {t('triage.addTag')}
            </button>
          </form>
          <p id={`${id}-hint`} className="c-muted c-bulk__hint">
            {t('triage.tagsHint')}
          </p>
          <p className={message?.error ? 'c-field__error' : 'c-muted'} role="status" aria-live="polite">
            {message?.text ?? ''}
          </p>
        </div>
      )}
    </section>
  );
}
