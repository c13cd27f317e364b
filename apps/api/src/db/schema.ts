// Table types for Kysely. Columns use types both drivers return alike: text for timestamps (ISO
// 8601, UTC, so they sort as strings), integer 0/1 for flags.
import type { Generated, Kysely, Selectable } from 'kysely';

export interface BrandsTable {
  id: string;
  name: string;
  hosts: string; // JSON array of production host names
  main_color: string;
  radius: number;
  footer: string;
  default_area: string;
  user_center: number;
  recharge_button: number;
  carousel: string;
  company: string;
  contact_email: string;
  address: string;
  representative: string;
  phone: string;
  attachment_max_files: number;
  attachment_max_bytes: number;
  /** Hours within which the support team usually gives its first reply (migration 011). */
  // Defaults to 24 (migration 011), so a brand written before that migration needs none.
  reply_within_hours: Generated<number>;
  logo: string;
  favicon: string;
  /** API base URL for this brand's pages; null means the same origin's /api. */
  api_base: string | null;
  /** API base for pages served from a host containing "-demo". */
  beta_api_base: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface GamesTable {
  id: Generated<number>;
  brand_id: string;
  slug: string;
  game_name: string;
  area: string;
  platforms: string; // comma-separated
  recharge_url: string;
  repayment_url: string;
  download_url: string | null;
  logo: string;
  cover: string;
  banner: string;
  icon: string;
  sort: number;
  visible: number;
  /** Login methods offered from this game's pages, comma-separated (LOGIN_METHODS). */
  login_methods: Generated<string>;
  registration: Generated<number>;
  /** Shared secret the game's backend signs platform-session requests with. */
  platform_secret: string | null;
  /** Base URL of the game backend's directory (regions, servers, characters); null = built in. */
  directory_url: string | null;
  directory_secret: string | null;
  created_at: string;
  updated_at: string;
}

export interface GameTextsTable {
  game_id: number;
  lang: string;
  title: string;
  sub_title: string;
  description: string;
}

export interface NoticesTable {
  brand_id: string;
  slug: string;
  lang: string;
  title: string;
  body: string;
  updated_at: string;
}

export interface IdempotencyRecordsTable {
  key_hash: string;
  request_hash: string;
  status_code: number;
  response: string | null; // null while the first request is still running
  created_at: string;
  expires_at: string;
  /** Who holds a pending key: the running request's random claim; null once answered. */
  claim: string | null;
  /** Until when the claim holds; a retry after it takes the key over. */
  lease_until: string | null;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  created_at: string;
  brand_id: string;
  code: number;
  message: string;
  url: string | null;
  api_path: string | null;
  http_status: number | null;
  detail: string | null;
  request_id: string;
  user_agent: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  account: string;
  type: 'GUEST' | 'PLATFORM' | 'OFFICIAL';
  username: string;
  password_hash: string | null;
  email: string | null;
  email_certified: number;
  phone: string | null;
  birthday: string | null;
  password_changed_at: string | null;
  created_at: string;
  updated_at: string;
  /** The account was deleted (migration 010): no personal data left, no way in. */
  deleted_at?: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  brand_id: string;
  remember: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string;
  user_agent: string | null;
}

export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: number;
  email: string | null;
  created_at: string;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  /** `register` codes have no account yet: `user_id` is null and the address (`target`) is whose they are. */
  purpose: 'quick_login' | 'password_reset' | 'email_bind' | 'register';
  user_id: number | null;
  target: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

export interface OauthStatesTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  brand_id: string;
  redirect_uri: string;
  remember: number;
  created_at: string;
  expires_at: string;
}

export interface AttachmentLimitsTable {
  brand_id: string;
  area: string;
  max_files: number;
  max_bytes: number;
}

export interface TypesTable {
  id: Generated<number>;
  game_id: number;
  sort: number;
  created_at: string;
}

/** A category; its skill is what an agent must cover to be given its inquiries (migration 012). */
export interface InquiryTypesTable extends TypesTable {
  skill: string | null;
}
export interface TypeTextsTable {
  type_id: number;
  lang: string;
  name: string;
}

export interface FaqsTable {
  id: Generated<number>;
  game_id: number;
  type_id: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface FaqTextsTable {
  faq_id: number;
  lang: string;
  question: string;
  answer: string;
}

export interface GameAreasTable {
  game_id: number;
  area_id: string;
  names: string;
  sort: number;
}

export interface GameServersTable {
  game_id: number;
  area_id: string;
  server_id: string;
  names: string;
  sort: number;
}

export interface GameRolesTable {
  game_id: number;
  server_id: string;
  account: string;
  role_id: string;
  role_name: string;
  level: number;
}

export interface InquiriesTable {
  id: Generated<number>;
  brand_id: string;
  game_id: number;
  user_id: number;
  game_area_id: string;
  area_name: string;
  server_id: string;
  server_name: string;
  role_id: string;
  role_name: string;
  query_type: number;
  title: string;
  email: string | null;
  phone: string | null;
  status: number;
  score: number | null;
  score_comment: string | null;
  lang: string;
  region: string;
  platform: string | null;
  user_agent: string | null;
  assigned_staff_id: number | null;
  last_agent_reply_at: string | null;
  player_read_at: string | null;
  created_at: string;
  updated_at: string;
  ended_at: string | null;
  closed_at: string | null;
  /** Its player deleted their account: personal data and the player's texts removed (migration 010). */
  anonymised_at?: string | null;
  /** 0 low, 1 normal, 2 high, 3 urgent (contract PRIORITIES; migration 012). */
  priority: Generated<number>;
  /** The player's tier when filed, from the game directory (null: standard). */
  player_tier: string | null;
  /** The tier's rank (contract PLAYER_TIERS): higher is served first. */
  tier_rank: Generated<number>;
  sla_policy_id: number | null;
  first_response_due_at: string | null;
  first_responded_at: string | null;
  next_response_due_at: string | null;
  resolution_due_at: string | null;
  /** The nearest due time still running (null: none, or paused while waiting on the player). */
  sla_due_at: string | null;
  /** The clock stopped (waiting on the player) at this time. */
  sla_paused_at: string | null;
  /** The due time whose warning / breach has been signalled (each once). */
  sla_warned_for: string | null;
  sla_breached_for: string | null;
  /** Merged into this inquiry (closed, its messages moved there). */
  merged_into_id: number | null;
}

export interface InquiryMessagesTable {
  id: Generated<number>;
  inquiry_id: number;
  author: 'player' | 'agent' | 'note';
  staff_id: number | null;
  content: string;
  created_at: string;
}

export interface FilesTable {
  id: string;
  owner_user_id: number | null;
  owner_staff_id: number | null;
  brand_id: string;
  name: string;
  size: number;
  kind: 'image' | 'video' | 'other';
  content_type: string;
  storage_key: string;
  inquiry_id: number | null;
  message_id: number | null;
  created_at: string;
  /** The bytes were removed by the retention setting (migration 010); the row stays for its name. */
  purged_at?: string | null;
  removed_after_days?: number | null;
}

/** Objects to remove from the attachments' storage, recorded with the change that orphaned them. */
export interface StorageDeletionsTable {
  storage_key: string;
  reason: string;
  created_at: string;
}

export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: 'admin' | 'agent';
  password_hash: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled: number;
  totp_last_step: number;
  disabled: number;
  created_at: string;
  updated_at: string;
  /** Open inquiries the agent takes at once by automatic assignment (migration 012). */
  capacity: Generated<number>;
  /** online | away | offline (contract STAFF_PRESENCE); dropped to away/offline after inactivity. */
  presence: Generated<string>;
  presence_at: string | null;
  auto_assign: Generated<number>;
}

export interface StaffBrandsTable {
  staff_id: number;
  brand_id: string;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string;
  scope: Generated<'full' | 'totp_setup'>;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
  ip: string | null;
  created_at: string;
}

export interface CannedRepliesTable {
  id: Generated<number>;
  brand_id: string;
  lang: string;
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
}

/** One scheduled job's claim of one period (ops/scheduler.ts). */
export interface JobRunsTable {
  job: string;
  period_start: string;
  node: string;
  started_at: string;
  finished_at: string | null;
  affected: number | null;
  error: string | null;
}

/** Facts about the database as a whole (migration 009), e.g. `demo_seeded`. */
export interface MetaTable {
  key: string;
  value: string;
  created_at: string;
}

/** Migration 012: fields per category, their texts and values. */
export interface InquiryFieldsTable {
  id: Generated<number>;
  game_id: number;
  type_id: number;
  field_key: string;
  kind: string;
  required: number;
  agent_only: number;
  /** JSON: choices with labels per language, min/max, length (contract InquiryFieldConfig). */
  config: string;
  sort: number;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}
export interface InquiryFieldTextsTable {
  field_id: number;
  lang: string;
  label: string;
  help: string | null;
}
export interface InquiryFieldValuesTable {
  inquiry_id: number;
  field_id: number;
  value: string;
  updated_at: string;
}
export interface TagsTable {
  id: Generated<number>;
  /** '*' for every brand. */
  brand_id: string;
  name: string;
  created_at: string;
}
export interface InquiryTagsTable {
  inquiry_id: number;
  tag: string;
  created_at: string;
}
export interface GamePlayerTiersTable {
  game_id: number;
  account: string;
  tier: string;
  spend: number;
}
export interface SlaCalendarsTable {
  id: Generated<number>;
  name: string;
  area: string | null;
  time_zone: string;
  /** JSON: weekday (0 Sunday … 6) → [["09:00","12:00"],["13:00","18:00"]]. */
  periods: string;
  created_at: string;
  updated_at: string;
}
export interface SlaHolidaysTable {
  calendar_id: number;
  /** YYYY-MM-DD in the calendar's time zone. */
  day: string;
  name: string;
}
export interface SlaPoliciesTable {
  id: Generated<number>;
  name: string;
  brand_id: string | null;
  area: string | null;
  priority: number | null;
  tier: string | null;
  calendar_id: number;
  first_response_minutes: number | null;
  next_response_minutes: number | null;
  resolution_minutes: number | null;
  warn_minutes: number;
  created_at: string;
  updated_at: string;
}
export interface StaffLanguagesTable {
  staff_id: number;
  lang: string;
}
export interface StaffSkillsTable {
  staff_id: number;
  skill: string;
}
export interface RulesTable {
  id: Generated<number>;
  brand_id: string | null;
  name: string;
  trigger: string;
  /** JSON (contract RuleCondition[]). */
  conditions: string;
  /** JSON (contract RuleAction[]). */
  actions: string;
  enabled: number;
  sort: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export interface RuleRunsTable {
  id: Generated<number>;
  rule_id: number;
  inquiry_id: number;
  /** Unique with rule_id: one run per rule and event on any node. */
  event_key: string;
  outcome: string;
  created_at: string;
}
export interface MacrosTable {
  id: Generated<number>;
  brand_id: string | null;
  name: string;
  actions: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export interface MacroTextsTable {
  macro_id: number;
  lang: string;
  body: string;
}

export interface Database {
  brands: BrandsTable;
  games: GamesTable;
  game_texts: GameTextsTable;
  notices: NoticesTable;
  idempotency_records: IdempotencyRecordsTable;
  client_errors: ClientErrorsTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_identities: UserIdentitiesTable;
  verification_codes: VerificationCodesTable;
  oauth_states: OauthStatesTable;
  attachment_limits: AttachmentLimitsTable;
  faq_types: TypesTable;
  faq_type_texts: TypeTextsTable;
  inquiry_types: InquiryTypesTable;
  inquiry_type_texts: TypeTextsTable;
  faqs: FaqsTable;
  faq_texts: FaqTextsTable;
  game_areas: GameAreasTable;
  game_servers: GameServersTable;
  game_roles: GameRolesTable;
  inquiries: InquiriesTable;
  inquiry_messages: InquiryMessagesTable;
  files: FilesTable;
  staff: StaffTable;
  staff_brands: StaffBrandsTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  canned_replies: CannedRepliesTable;
  job_runs: JobRunsTable;
  meta: MetaTable;
  storage_deletions: StorageDeletionsTable;
  inquiry_fields: InquiryFieldsTable;
  inquiry_field_texts: InquiryFieldTextsTable;
  inquiry_field_values: InquiryFieldValuesTable;
  tags: TagsTable;
  inquiry_tags: InquiryTagsTable;
  game_player_tiers: GamePlayerTiersTable;
  sla_calendars: SlaCalendarsTable;
  sla_holidays: SlaHolidaysTable;
  sla_policies: SlaPoliciesTable;
  staff_languages: StaffLanguagesTable;
  staff_skills: StaffSkillsTable;
  rules: RulesTable;
  rule_runs: RuleRunsTable;
  macros: MacrosTable;
  macro_texts: MacroTextsTable;
}

/**
 * What a query runs on: the database or a transaction (a `Transaction` is a `Kysely`), so a
 * repository function taking `db: Executor` joins whatever transaction its caller opened.
 */
export type Executor = Kysely<Database>;

export type StaffRow = Selectable<StaffTable>;

export type InquiryRow = Selectable<InquiriesTable>;
export type FileRow = Selectable<FilesTable>;

export type UserRow = Selectable<UsersTable>;

export type BrandRow = Selectable<BrandsTable>;
export type GameRow = Selectable<GamesTable>;
