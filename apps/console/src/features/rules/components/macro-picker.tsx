// The inquiry page's macro picker: the macros of the inquiry's brand (and of every brand), applied
// in one click; what each action did is said in a toast, and the page refreshes.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useT } from '../../../lib/i18n';
import { macrosOptions, useApplyMacro } from '../api/macros';
import { ErrorLine } from '../../../components/list-editor';

export function MacroPicker({ inquiry }: { inquiry: { inquiryId: number; brand: string } }) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const macros = useQuery(macrosOptions(inquiry.brand));
  const apply = useApplyMacro(inquiry.inquiryId);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!macros.data?.length) return null;

  async function run() {
    setError(null);
    const macro = macros.data?.find((m) => String(m.id) === chosen);
    if (!macro) return;
    try {
      const result = await apply.mutateAsync(macro.id);
      const done = result.actions.filter((a) => a.changed).length;
      toast.success(t('macros.applied', { name: macro.name, count: done }));
      setChosen('');
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  return (
    <section className="c-card c-macro-picker" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="c-card__title">
        {t('macros.heading')}
      </h2>
      <div className="c-rules__row">
        <label htmlFor={`${id}-macro`} className="c-visually-hidden">
          {t('macros.pick')}
        </label>
        <select id={`${id}-macro`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t('macros.pick')}</option>
          {macros.data.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
        <button type="button" className="c-button" disabled={!chosen || apply.isPending} onClick={() => void run()}>
          {apply.isPending ? t('macros.applying') : t('macros.apply')}
        </button>
      </div>
      <ErrorLine message={error} />
    </section>
  );
}
