// Automatic assignment (decision record 27): each agent's presence (set by hand from the
// console's top bar, dropped after inactivity), and the profile an admin edits: the languages the
// agent reads, the skills (categories' skill keys) they cover, how many open inquiries they take
// at once, and whether they take automatic assignment at all.
import { z } from 'zod';
import { LANGUAGES } from './areas';

export const STAFF_PRESENCE = ['online', 'away', 'offline'] as const;
export type StaffPresence = (typeof STAFF_PRESENCE)[number];

/** Without console activity for this long, an online agent becomes away… */
export const PRESENCE_AWAY_AFTER_MS = 15 * 60_000;
/** …and an away (or still online) agent offline. */
export const PRESENCE_OFFLINE_AFTER_MS = 60 * 60_000;
/** Activity refreshes an agent's presence time at most this often (one write a minute, not one per request). */
export const PRESENCE_TOUCH_EVERY_MS = 60_000;

/** Open inquiries an agent can be given at once (0: none by automatic assignment). */
export const AGENT_CAPACITY_MAX = 500;
/** A category's skill key, as `inquiry_types.skill` holds it. */
export const SKILL_KEY = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export const assignmentPaths = {
  /** GET the caller's presence; POST `{ presence }` sets it (going online takes waiting inquiries). */
  presence: '/staff/me/presence',
  /** Admins: GET an agent's assignment profile (and the skill keys known); POST replaces it. */
  profile: '/staff/admin/staff/:staffId/assignment',
} as const;

export const PresenceSetSchema = z.object({ presence: z.enum(STAFF_PRESENCE) });
export type PresenceSet = z.infer<typeof PresenceSetSchema>;

/** GET /staff/me/presence; also the answer of a POST (after the change). */
export const PresenceSchema = z.object({ presence: z.enum(STAFF_PRESENCE), presenceAt: z.string().nullable() });
export type Presence = z.infer<typeof PresenceSchema>;

const unique = <T>(list: T[]) => new Set(list).size === list.length;

/** The admin's edit: no skill means every category; no language means no inquiry at all. */
export const AgentProfileEditSchema = z.object({
  languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).refine(unique, { message: 'duplicate' }),
  skills: z.array(z.string().trim().toLowerCase().regex(SKILL_KEY)).max(50).refine(unique, { message: 'duplicate' }),
  capacity: z.number().int().min(0).max(AGENT_CAPACITY_MAX),
  autoAssign: z.boolean(),
});
export type AgentProfileEdit = z.infer<typeof AgentProfileEditSchema>;

/** GET /staff/admin/staff/:staffId/assignment: the profile, the presence and current open load. */
export const AgentProfileSchema = z.object({
  staffId: z.number(),
  languages: z.array(z.enum(LANGUAGES)),
  skills: z.array(z.string()),
  capacity: z.number(),
  autoAssign: z.boolean(),
  presence: z.enum(STAFF_PRESENCE),
  presenceAt: z.string().nullable(),
  /** Inquiries assigned to the agent and not yet resolved. */
  openLoad: z.number(),
  /** Skill keys the caller's brands' categories carry, for the editor's choices. */
  knownSkills: z.array(z.string()),
});
export type AgentProfile = z.infer<typeof AgentProfileSchema>;
