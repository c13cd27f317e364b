import { useId, useState } from 'react';
import { CONSOLE_LANGUAGES, LANGUAGE_NAMES, useI18n, type ConsoleLanguage } from '../lib/i18n';
import { applyTheme, storedTheme, THEMES, type Theme } from './locale';

export function LanguageSwitcher() {
  const { t, lang, setLang } = useI18n();
  const id = useId();
  return (
    <div className="c-field c-field--inline c-field--compact">
      <label htmlFor={id}>{t('topbar.language')}</label>
      <select id={id} value={lang} onChange={(e) => setLang(e.target.value as ConsoleLanguage)}>
        {CONSOLE_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}

const THEME_KEYS = { system: 'topbar.themeSystem', light: 'topbar.themeLight', dark: 'topbar.themeDark' } as const;

export function ThemeSwitcher() {
  const { t } = useI18n();
  const id = useId();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  return (
    <div className="c-field c-field--inline c-field--compact">
      <label htmlFor={id}>{t('topbar.theme')}</label>
      <select
        id={id}
        value={theme}
        onChange={(e) => {
          const next = e.target.value as Theme;
          setTheme(next);
          applyTheme(next);
        }}
      >
        {THEMES.map((v) => (
          <option key={v} value={v}>
            {t(THEME_KEYS[v])}
          </option>
        ))}
      </select>
    </div>
  );
}
