import { STATUS_NAMES } from '../lib/status';
import { useT } from '../lib/i18n';

export function StatusChip({ status }: { status: number }) {
  const t = useT();
  const name = STATUS_NAMES[status];
  if (!name) return <span className="c-chip">{status}</span>;
  return <span className={`c-chip c-chip--${name}`}>{t(`status.${name}`)}</span>;
}
