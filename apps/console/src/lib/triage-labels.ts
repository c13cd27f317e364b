// The console's words for priorities and tiers (the wire carries their index and name).
import type { PlayerTier } from '@guildhall/contract/queue-automation';
import type { MessageKey } from './i18n';

/** By priority value: 0 low … 3 urgent. */
export const PRIORITY_KEYS: readonly MessageKey[] = ['triage.p0', 'triage.p1', 'triage.p2', 'triage.p3'];

export const TIER_KEYS: Record<PlayerTier, MessageKey> = {
  standard: 'triage.tierStandard',
  silver: 'triage.tierSilver',
  gold: 'triage.tierGold',
  vip: 'triage.tierVip',
};

export function tierKey(tier: string | null): MessageKey | null {
  return tier && tier in TIER_KEYS ? TIER_KEYS[tier as PlayerTier] : null;
}
