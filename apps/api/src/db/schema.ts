// Table types for Kysely. Columns use types both drivers return alike: text for timestamps (ISO
// 8601, UTC, so they sort as strings), integer 0/1 for flags.
import type { Generated, Selectable } from 'kysely';

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
  purpose: 'quick_login' | 'password_reset' | 'email_bind';
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
}

export type UserRow = Selectable<UsersTable>;

export type BrandRow = Selectable<BrandsTable>;
export type GameRow = Selectable<GamesTable>;
