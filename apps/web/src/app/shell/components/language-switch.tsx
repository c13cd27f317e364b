import { useEffect, useId, useRef, useState } from 'react';
import { LANGUAGE_NAMES } from '@guildhall/contract/areas';
import { useLocale } from '../../../lib/locale';
import { useT } from '../../../lib/i18n';
import { GlobeIcon } from '../../../components/icons';

/** Offers exactly the area's languages; shown only where the area has more than one. */
export function LanguageSwitch() {
  const { lang, languages, setLang } = useLocale();
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    // Focus goes back to the switch (its first button) when the menu closes from within.
    const onKey = (e: KeyboardEvent) =>
      e.key === 'Escape' && (setOpen(false), root.current?.querySelector('button')?.focus());
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="gh-lang" ref={root}>
      <button
        type="button"
        className="gh-icon-button"
        aria-label={t('nav.language')}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <GlobeIcon />
      </button>
      {open ? (
        <ul className="gh-lang__menu" id={id} aria-label={t('nav.language')}>
          {languages.map((l) => (
            <li key={l}>
              <button
                type="button"
                lang={l}
                aria-current={l === lang ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  root.current?.querySelector('button')?.focus();
                  if (l !== lang) setLang(l);
                }}
              >
                {LANGUAGE_NAMES[l]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
