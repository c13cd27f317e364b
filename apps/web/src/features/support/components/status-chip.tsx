import { INQUIRY_STATUS_KEYS, type InquiryStatusValue } from '@guildhall/contract/inquiry-status';
import { useT } from '../../../lib/i18n';

/**
 * An inquiry's status as the player reads it (docs/product.md section 4), coloured by its meaning; a
 * merged one reads "merged", concluded.
 */
export function StatusChip({ status, merged = false }: { status: number; merged?: boolean }) {
  const t = useT();
  if (merged) return <span className="gh-status gh-status--concluded">{t('support.merged.status')}</span>;
  const key = INQUIRY_STATUS_KEYS[status as InquiryStatusValue];
  if (!key) return null;
  return <span className={`gh-status gh-status--${key}`}>{t(`support.status.${key}`)}</span>;
}
