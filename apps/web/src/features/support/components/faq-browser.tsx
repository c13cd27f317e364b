// The FAQ of a game: its types, a search (the keyword is sent once the player stops typing),
// the questions page by page with "more", each answer expandable in place.
import { Fragment, useId, useState, type ReactNode } from 'react';
import type { Faq } from '@guildhall/contract/support';
import { useT } from '../../../lib/i18n';
import { QueryState } from '../../../components/query-state';
import { useFaqTypes } from '../api/get-faq-types';
import { useFaqs } from '../api/get-faqs';
import { useDebounced } from '../hooks/use-debounced';
import { SearchIcon } from './support-icons';
import '../../../components/forms.css';

const SEARCH_DELAY_MS = 350;
const KEYWORD_MAX = 50;

/** The text with every occurrence of `keyword` marked (case-insensitive). */
export function highlight(text: string, keyword: string): ReactNode {
  const k = keyword.trim();
  if (!k) return text;
  const lower = text.toLowerCase();
  const needle = k.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

export function FaqBrowser({
  clientId,
  hideHeading = false,
  footer,
}: {
  clientId: number;
  /** The page's own title already says it. */ hideHeading?: boolean;
  footer?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const [typeId, setTypeId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim().slice(0, KEYWORD_MAX), SEARCH_DELAY_MS);
  const types = useFaqTypes(clientId);
  const faqs = useFaqs({ clientId, typeId, keyword });
  const list: Faq[] = faqs.data?.pages.flatMap((p) => p.list) ?? [];
  const total = faqs.data?.pages[0]?.total ?? 0;

  return (
    <section className="gh-faq" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={hideHeading ? 'gh-visually-hidden' : 'gh-support__heading'}>
        {t('support.faq.title')}
      </h2>
      <div className="gh-faq__search" role="search">
        <label htmlFor={`${id}-search`} className="gh-visually-hidden">
          {t('support.faq.search')}
        </label>
        <SearchIcon size={20} />
        <input
          id={`${id}-search`}
          className="gh-input"
          type="search"
          enterKeyHint="search"
          maxLength={KEYWORD_MAX}
          placeholder={t('support.faq.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {types.data && types.data.length > 0 ? (
        <div className="gh-chips" role="group" aria-label={t('support.faq.types')}>
          {[{ id: null, name: t('support.faq.all') }, ...types.data].map((type) => (
            <button
              key={type.id ?? 'all'}
              type="button"
              className="gh-chip"
              aria-pressed={typeId === type.id}
              onClick={() => setTypeId(type.id)}
            >
              {type.name}
            </button>
          ))}
        </div>
      ) : null}
      <p className="gh-faq__count" aria-live="polite">
        {faqs.data && total > 0 ? t('support.faq.count', { shown: list.length, total }) : null}
      </p>
      {faqs.data && list.length > 0 ? (
        <ul className="gh-faq__list" aria-busy={faqs.isPlaceholderData || undefined}>
          {list.map((faq) => (
            <li key={faq.id}>
              <details className="gh-faq__item">
                <summary dir="auto">
                  <span>{highlight(faq.question, keyword)}</span>
                </summary>
                <div className="gh-faq__answer" dir="auto">
                  {highlight(faq.answer, keyword)}
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : faqs.data ? (
        <div className="gh-state gh-state--compact">
          {keyword ? t('support.faq.noMatch', { keyword }) : t('support.faq.empty')}
        </div>
      ) : (
        <QueryState error={faqs.error} isLoading={faqs.isLoading} onRetry={() => void faqs.refetch()} />
      )}
      {faqs.hasNextPage ? (
        <button
          type="button"
          className="gh-button gh-faq__more"
          onClick={() => void faqs.fetchNextPage()}
          disabled={faqs.isFetchingNextPage}
        >
          {faqs.isFetchingNextPage ? <span className="gh-spinner gh-spinner--small" aria-hidden="true" /> : null}
          {t('support.faq.more')}
        </button>
      ) : null}
      {footer}
    </section>
  );
}
