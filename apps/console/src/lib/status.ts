// Status names of the wire values (contract/inquiry-status), for URLs and dictionary keys.
export const STATUS_NAMES = ['new', 'processing', 'replied', 'awaitingRating', 'closed'] as const;
export type StatusName = (typeof STATUS_NAMES)[number];
