// Merging two inquiries of one player into one conversation: the staff's call, its
// answer, and the refusals' rules. The source inquiry's messages, attachments, field values and
// tags move to the target, the source closes pointing at the target, and the player is told in
// the target, in their language.
import { z } from 'zod';

export const mergePaths = {
  /** POST: merges `:inquiryId` (the source) into `intoInquiryId` (the target). */
  merge: '/staff/inquiries/:inquiryId/merge',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const MergeParamSchema = z.object({ inquiryId: id });
export const MergeBodySchema = z.object({ intoInquiryId: id });
export type MergeBody = z.infer<typeof MergeBodySchema>;

/** The answer: where the conversation now is, and how much moved there. */
export const MergeResultSchema = z.object({
  intoInquiryId: z.number(),
  movedMessages: z.number().int().min(0),
  movedAttachments: z.number().int().min(0),
});
export type MergeResult = z.infer<typeof MergeResultSchema>;

/**
 * The refusals, as `{ field, rule }` in the answer's data. Neither inquiry on the caller's brands
 * (or missing) answers 1002, both alike. The rest:
 * - 1001 `intoInquiryId` `same_inquiry`: an inquiry cannot be merged into itself.
 * - 1001 `intoInquiryId` `other_player`: only one player's inquiries become one conversation;
 *   another player would see messages that are not theirs.
 * - 1001 `intoInquiryId` `other_brand`: a player's conversations on two brands' sites are two
 *   separate places (another site, address and language set); neither would show the other's.
 * - 1004 `inquiryId` `already_merged`: the source was merged already (merging twice, or a
 *   colleague was first); its messages are in the inquiry it points to.
 * - 1004 `intoInquiryId` `target_merged`: the target itself was merged away; merge into where it went.
 * - 1004 `intoInquiryId` `target_closed`: the target awaits a rating or is concluded. Merging
 *   would reopen a conversation the player considers finished; reopen it first, or merge the
 *   other way round.
 * - 1004 `inquiryId` `player_deleted`: the player deleted their account: their texts
 *   are gone and there is nobody to tell.
 * A source in any status may be merged (an ended duplicate's history joins the open one).
 */
export const MERGE_RULES = [
  'same_inquiry',
  'other_player',
  'other_brand',
  'already_merged',
  'target_merged',
  'target_closed',
  'player_deleted',
] as const;
export type MergeRule = (typeof MERGE_RULES)[number];

/** Where a merged inquiry went, as its player is shown it (the inquiry's detail and list). */
export const MergedIntoSchema = z.object({ inquiryId: z.number(), gameId: z.number(), title: z.string() });
export type MergedInto = z.infer<typeof MergedIntoSchema>;

/** The audit action written on both inquiries. */
export const MERGE_AUDIT_ACTION = 'inquiry.merged';
