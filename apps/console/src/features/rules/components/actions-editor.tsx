// The actions of a rule or a macro, in the order they run: each a kind and its fields; a reply has
// a text per language (sent in the player's language, else the area's, else the brand's default).
import { useId, useState } from 'react';
import { LANGUAGES } from '@guildhall/contract/areas';
import { TEMPLATE_PLACEHOLDERS } from '@guildhall/contract/rules';
import { languageName } from '../../../lib/format';
import { useI18n, useT, type MessageKey } from '../../../lib/i18n';
import { useRulesDirectory } from '../lib/directory';
import { ACTION_TYPES, newAction, type ActionDraft, type ActionType } from '../lib/drafts';

export const ACTION_LABEL: Record<ActionType, MessageKey> = {
  reply: 'rules.actionReply',
  note: 'rules.actionNote',
  add_tag: 'rules.actionAddTag',
  remove_tag: 'rules.actionRemoveTag',
  set_priority: 'rules.actionPriority',
  set_status: 'rules.actionStatus',
  assign: 'rules.actionAssign',
  set_field: 'rules.actionField',
};

export const PRIORITY_LABEL: MessageKey[] = [
  'rules.priority0',
  'rules.priority1',
  'rules.priority2',
  'rules.priority3',
];

function ReplyTexts({
  draft,
  brand,
  onChange,
}: {
  draft: ActionDraft;
  brand: string | null;
  onChange: (texts: Record<string, string>) => void;
}) {
  const { t, lang: uiLang } = useI18n();
  const id = useId();
  const { brands } = useRulesDirectory();
  const ofBrand = brand ? brands.find((b) => b.id === brand)?.languages : undefined;
  // The brand's languages first, then any other a text was written in.
  const languages = [...new Set([...(ofBrand?.length ? ofBrand : LANGUAGES), ...Object.keys(draft.texts)])];
  const [active, setActive] = useState(languages.find((l) => draft.texts[l]) ?? languages[0]!);
  const filled = (l: string) => Boolean(draft.texts[l]?.trim());
  return (
    <fieldset className="c-fieldset">
      <legend>{t('rules.replyTexts')}</legend>
      <div className="c-field c-field--inline">
        <label htmlFor={`${id}-lang`}>{t('rules.condLanguage')}</label>
        <select id={`${id}-lang`} value={active} onChange={(e) => setActive(e.target.value)}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {languageName(l, uiLang)} ({l}){filled(l) ? ' ✓' : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="c-field">
        <label htmlFor={`${id}-text`}>{t('rules.replyTextIn', { lang: languageName(active, uiLang) })}</label>
        <textarea
          id={`${id}-text`}
          rows={4}
          maxLength={2000}
          lang={active}
          dir="auto"
          value={draft.texts[active] ?? ''}
          onChange={(e) => onChange({ ...draft.texts, [active]: e.target.value })}
        />
        <p className="c-muted c-small">
          {t('rules.placeholders', { list: TEMPLATE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ') })}
        </p>
      </div>
    </fieldset>
  );
}

function ActionFields({
  draft,
  brand,
  onChange,
}: {
  draft: ActionDraft;
  brand: string | null;
  onChange: (d: ActionDraft) => void;
}) {
  const t = useT();
  const id = useId();
  const { staff } = useRulesDirectory();
  const set = (patch: Partial<ActionDraft>) => onChange({ ...draft, ...patch });
  switch (draft.type) {
    case 'reply':
      return <ReplyTexts draft={draft} brand={brand} onChange={(texts) => set({ texts })} />;
    case 'note':
      return (
        <div className="c-field">
          <label htmlFor={`${id}-note`}>{t('rules.noteText')}</label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={2000}
            value={draft.text}
            onChange={(e) => set({ text: e.target.value })}
          />
        </div>
      );
    case 'add_tag':
    case 'remove_tag':
      return (
        <div className="c-field">
          <label htmlFor={`${id}-tag`}>{t('rules.tag')}</label>
          <input id={`${id}-tag`} maxLength={60} value={draft.tag} onChange={(e) => set({ tag: e.target.value })} />
        </div>
      );
    case 'set_priority':
      return (
        <div className="c-field">
          <label htmlFor={`${id}-priority`}>{t('rules.priority')}</label>
          <select id={`${id}-priority`} value={draft.priority} onChange={(e) => set({ priority: e.target.value })}>
            {PRIORITY_LABEL.map((key, i) => (
              <option key={key} value={i}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
      );
    case 'set_status':
      return (
        <div className="c-field">
          <label htmlFor={`${id}-status`}>{t('rules.status')}</label>
          <select id={`${id}-status`} value={draft.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="1">{t('rules.statusOpen')}</option>
            <option value="3">{t('rules.statusResolve')}</option>
          </select>
        </div>
      );
    case 'assign':
      return (
        <div className="c-field">
          <label htmlFor={`${id}-staff`}>{t('rules.assignTo')}</label>
          <select id={`${id}-staff`} value={draft.staffId} onChange={(e) => set({ staffId: e.target.value })}>
            <option value="auto">{t('rules.assignAuto')}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      );
    case 'set_field':
      return (
        <div className="c-rules__pair">
          <div className="c-field">
            <label htmlFor={`${id}-key`}>{t('rules.fieldKey')}</label>
            <input
              id={`${id}-key`}
              maxLength={60}
              value={draft.fieldKey}
              onChange={(e) => set({ fieldKey: e.target.value })}
            />
          </div>
          <div className="c-field">
            <label htmlFor={`${id}-value`}>{t('rules.fieldValue')}</label>
            <input
              id={`${id}-value`}
              maxLength={500}
              value={draft.value}
              onChange={(e) => set({ value: e.target.value })}
            />
          </div>
        </div>
      );
  }
}

export function ActionsEditor({
  actions,
  brand,
  onChange,
}: {
  actions: ActionDraft[];
  brand: string | null;
  onChange: (next: ActionDraft[]) => void;
}) {
  const t = useT();
  const id = useId();
  const replace = (i: number, d: ActionDraft) => onChange(actions.map((a, j) => (j === i ? d : a)));
  const move = (i: number, by: number) => {
    const next = [...actions];
    const [a] = next.splice(i, 1);
    next.splice(i + by, 0, a!);
    onChange(next);
  };
  return (
    <fieldset className="c-fieldset c-rules__list">
      <legend>{t('rules.actions')}</legend>
      <ol className="c-rules__items">
        {actions.map((a, i) => (
          <li key={i} className="c-rules__item">
            <div className="c-rules__row">
              <div className="c-field c-field--inline">
                <label htmlFor={`${id}-${i}-type`}>{t('rules.actionN', { n: i + 1 })}</label>
                <select
                  id={`${id}-${i}-type`}
                  value={a.type}
                  onChange={(e) => replace(i, { ...newAction(e.target.value as ActionType) })}
                >
                  {ACTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(ACTION_LABEL[type])}
                    </option>
                  ))}
                </select>
              </div>
              <span className="c-rules__buttons">
                <button
                  type="button"
                  className="c-button c-button--small"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t('rules.moveUp', { n: i + 1 })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="c-button c-button--small"
                  disabled={i === actions.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t('rules.moveDown', { n: i + 1 })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="c-button c-button--small"
                  onClick={() => onChange(actions.filter((_, j) => j !== i))}
                  aria-label={t('rules.removeAction', { n: i + 1 })}
                >
                  ×
                </button>
              </span>
            </div>
            <ActionFields draft={a} brand={brand} onChange={(d) => replace(i, d)} />
          </li>
        ))}
      </ol>
      <button type="button" className="c-button c-button--small" onClick={() => onChange([...actions, newAction()])}>
        {t('rules.addAction')}
      </button>
    </fieldset>
  );
}
