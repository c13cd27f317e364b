// Tabs for texts per language (ARIA tabs: arrow keys move between them). Each tab says whether the
// language has a text yet and whether it has a mistake.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { languageName } from '../lib/format';
import { useI18n } from '../lib/i18n';

export function LanguageTabs({
  languages,
  active,
  onChange,
  filled = () => false,
  invalid = () => false,
  label,
  children,
}: {
  languages: readonly string[];
  active: string;
  onChange: (lang: string) => void;
  filled?: (lang: string) => boolean;
  invalid?: (lang: string) => boolean;
  label: string;
  children: ReactNode;
}) {
  const { t, lang: uiLang } = useI18n();
  const id = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(e: KeyboardEvent) {
    const i = languages.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? i + 1
        : e.key === 'ArrowLeft'
          ? i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? languages.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    const lang = languages[(next + languages.length) % languages.length]!;
    onChange(lang);
    refs.current.get(lang)?.focus();
  }

  return (
    <div className="c-tabs">
      <div role="tablist" aria-label={label} className="c-tabs__list" onKeyDown={onKeyDown}>
        {languages.map((l) => (
          <button
            key={l}
            ref={(el) => {
              if (el) refs.current.set(l, el);
              else refs.current.delete(l);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${l}`}
            aria-selected={l === active}
            aria-controls={`${id}-panel`}
            tabIndex={l === active ? 0 : -1}
            className={`c-tabs__tab${invalid(l) ? ' is-invalid' : ''}`}
            onClick={() => onChange(l)}
          >
            <span lang={l}>{languageName(l, uiLang)}</span>
            <span className="c-tabs__code">{l}</span>
            {invalid(l) ? (
              <span className="c-tabs__mark c-tabs__mark--error" title={t('admin.tabInvalid')}>
                !<span className="c-visually-hidden">{t('admin.tabInvalid')}</span>
              </span>
            ) : filled(l) ? (
              <span className="c-tabs__mark" title={t('admin.tabFilled')}>
                ●<span className="c-visually-hidden">{t('admin.tabFilled')}</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
        className="c-tabs__panel"
        lang={active}
      >
        {children}
      </div>
    </div>
  );
}
