import { INQUIRY_STATUS_KEYS, type InquiryStatusValue } from '@guildhall/contract/inquiry-status';
import { useT } from '../../../lib/i18n';

/** An inquiry's status as the player reads it (PRODUCT.md section 4), coloured by its meaning. */
export function StatusChip({ status }: { status: number }) {
  const t = useT();
  const key = INQUIRY_STATUS_KEYS[status as InquiryStatusValue];
  if (!key) return null;
  return <span className={`gh-status gh-status--${key}`}>{t(`support.status.${key}`)}</span>;
}
