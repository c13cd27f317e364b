// A macro applied to the inquiries selected in the queue: drop it into the queue's bulk bar with
// the selected ids (and the brand filter, if one is set). Each inquiry is done or refused on its
// own; the result says how many got it and how many did not.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RULE_LIMITS } from '@guildhall/contract/rules';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/errors';
import { useT } from '../../../lib/i18n';
import { macrosOptions, useApplyMacroToMany } from '../api/macros';

export function BulkMacro({
  inquiryIds,
  brand = null,
  onDone,
}: {
  inquiryIds: readonly number[];
  brand?: string | null;
  onDone?: () => void;
}) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const macros = useQuery(macrosOptions(brand));
  const apply = useApplyMacroToMany();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tooMany = inquiryIds.length > RULE_LIMITS.bulkIds;

  async function run() {
    setError(null);
    const macro = macros.data?.find((m) => String(m.id) === chosen);
    if (!macro || inquiryIds.length === 0 || tooMany) return;
    try {
      const { results } = await apply.mutateAsync({ macroId: macro.id, inquiryIds: [...inquiryIds] });
      const ok = results.filter((r) => r.ok).length;
      const failed = results.length - ok;
      if (failed) toast.error(t('macros.bulkPartly', { name: macro.name, count: ok, failed }));
      else toast.success(t('macros.bulkDone', { name: macro.name, count: ok }));
      setChosen('');
      onDone?.();
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  return (
    <div className="c-rules__row c-bulk-macro">
      <label htmlFor={`${id}-macro`}>{t('macros.bulkLabel', { count: inquiryIds.length })}</label>
      <select id={`${id}-macro`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        <option value="">{t('macros.pick')}</option>
        {(macros.data ?? []).map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="c-button c-button--small"
        disabled={!chosen || inquiryIds.length === 0 || tooMany || apply.isPending}
        onClick={() => void run()}
      >
        {apply.isPending ? t('macros.applying') : t('macros.apply')}
      </button>
      {tooMany ? (
        <span className="c-field__error">{t('macros.bulkTooMany', { count: RULE_LIMITS.bulkIds })}</span>
      ) : null}
      {error ? (
        <span className="c-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
