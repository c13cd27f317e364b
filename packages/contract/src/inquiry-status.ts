// Inquiry statuses and transitions (docs/product.md section 4). Numbers on the wire, names in code.
// No zod here: the player bundle reads these at run time.
export const InquiryStatus = {
  new: 0,
  processing: 1,
  replied: 2,
  awaitingRating: 3,
  closed: 4,
} as const;
export type InquiryStatusValue = (typeof InquiryStatus)[keyof typeof InquiryStatus];
export const INQUIRY_STATUS_VALUES: readonly InquiryStatusValue[] = [0, 1, 2, 3, 4];

/** Message key of each status as the player sees it (`status.<key>`). */
export const INQUIRY_STATUS_KEYS: Record<
  InquiryStatusValue,
  'noReply' | 'waiting' | 'replied' | 'awaitingRating' | 'concluded'
> = {
  0: 'noReply',
  1: 'waiting',
  2: 'replied',
  3: 'awaitingRating',
  4: 'concluded',
};

/** "Unresolved" means any status below awaiting rating. */
export function isUnresolved(status: number): boolean {
  return status < InquiryStatus.awaitingRating;
}

export type InquiryEvent = 'agentOpened' | 'agentReplied' | 'playerAdded' | 'ended' | 'rated' | 'expired' | 'reopened';

/** The status an event leads to, or null when the event is not allowed in that status. */
export function nextStatus(status: InquiryStatusValue, event: InquiryEvent): InquiryStatusValue | null {
  switch (event) {
    case 'agentOpened':
      return status === InquiryStatus.new ? InquiryStatus.processing : null;
    case 'agentReplied':
      return status < InquiryStatus.awaitingRating ? InquiryStatus.replied : null;
    case 'playerAdded':
      return status < InquiryStatus.awaitingRating ? InquiryStatus.processing : null;
    case 'ended':
      return status < InquiryStatus.awaitingRating ? InquiryStatus.awaitingRating : null;
    case 'rated':
    case 'expired':
      return status === InquiryStatus.awaitingRating ? InquiryStatus.closed : null;
    case 'reopened':
      return status >= InquiryStatus.awaitingRating ? InquiryStatus.processing : null;
  }
}

/** Days an inquiry waits for a rating before it closes itself. */
export const RATING_WAIT_DAYS = 7;
