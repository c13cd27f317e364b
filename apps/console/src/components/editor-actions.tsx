import { useT } from '../lib/i18n';

/** The footer of an editor form: Cancel, and Save (Saving… while the request runs). */
export function EditorActions({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const t = useT();
  return (
    <div className="c-form-actions">
      <button type="button" className="c-button c-button--ghost" onClick={onCancel}>
        {t('app.cancel')}
      </button>
      <button type="submit" className="c-button c-button--primary" disabled={pending}>
        {pending ? t('app.saving') : t('app.save')}
      </button>
    </div>
  );
}
