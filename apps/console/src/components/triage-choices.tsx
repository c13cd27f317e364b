// What the triage controls offer to choose from (the queue's filters, its bulk bar, an inquiry's
// triage panel): the priorities, most urgent first, and the brand's predefined tags as suggestions.
import { useQuery } from '@tanstack/react-query';
import { PRIORITIES } from '@guildhall/contract/queue-automation';
import { useT } from '../lib/i18n';
import { predefinedTagsOptions } from '../lib/triage-api';
import { PRIORITY_KEYS } from '../lib/triage-labels';

/** A select's options for the priorities, the most urgent first. */
export function PriorityOptions() {
  const t = useT();
  return PRIORITIES.map((_, n) => (
    <option key={n} value={n}>
      {t(PRIORITY_KEYS[n]!)}
    </option>
  )).reverse();
}

/** The brand's predefined tags (every brand of the staff member for null) as a text input's suggestions. */
export function TagSuggestions({
  id,
  brand,
  except = [],
}: {
  id: string;
  brand: string | null;
  /** Tags not to suggest (those the inquiry has already). */
  except?: readonly string[];
}) {
  const tags = useQuery(predefinedTagsOptions(brand));
  return (
    <datalist id={id}>
      {(tags.data ?? [])
        .filter((x) => !except.includes(x.name))
        .map((x) => (
          <option key={x.id} value={x.name} />
        ))}
    </datalist>
  );
}
