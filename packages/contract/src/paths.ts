// API paths relative to the API base (docs/wire-contract.md, Paths). Web, console, API and tests name paths from here.
export const apiPaths = {
  gamesSimple: '/games/simple',
  gamesAll: '/games/all',
  gamesPrecheck: '/games/precheck',
  siteBoot: '/site/boot',
  siteNotice: '/site/notices/:slug',
  clientErrors: '/site/client-errors',
  loginConfig: '/website/login/login_config',
  login: '/website/login/auth',
  /** Registration's first step: proves the email with a code (docs/decisions/0032-brand-scope-and-account-enumeration.md). */
  registerSendCode: '/website/login/register/send_code',
  register: '/website/login/register',
  logout: '/website/login/logout',
  quickLoginSendCode: '/website/login/quick/send_code',
  quickLogin: '/website/login/quick/auth',
  recoverSendCode: '/website/login/password/send_code',
  recoverPassword: '/website/login/password/reset',
  twitterRedirect: '/website/login/twitter_redirect',
  userInfo: '/users/info',
  changePassword: '/ucenter/password/reset',
  sendEmailCode: '/ucenter/email/send_verify_code',
  bindEmail: '/ucenter/email/bind',
  /** Ends every other session of the account (security settings). */
  revokeOtherSessions: '/ucenter/sessions/revoke_others',
  platformSession: '/platform/sessions',
  faqTypes: '/faqs/types',
  faqs: '/faqs',
  inquiryTypes: '/inquiries/types',
  gameAreas: '/game/areas',
  gameServers: '/game/servers/v2',
  gameRoles: '/game/roles',
  files: '/files',
  /** A stored attachment, for its owner and staff only. */
  file: '/files/:fileId',
  /** Takes back an upload never sent (removed from the form): it stops counting towards the hourly allowance. */
  discardFile: '/files/discard',
  inquiries: '/inquiries',
  inquiryList: '/inquiries/list',
  inquiryDetail: '/inquiries/detail',
  inquiryReply: '/inquiries/reply',
  inquiryEnd: '/inquiries/end',
  inquiryScore: '/inquiries/score',
  inquiryFeedback: '/inquiries/feedback',
  inquiryUnresolved: '/inquiries/unresolved',
} as const;

/** `/website/login/google_auth` and its siblings for apple, vk, facebook and twitter. */
export function socialAuthPath(provider: string): string {
  return `/website/login/${provider}_auth`;
}

/** Player-site routes (history mode). */
export const webPaths = {
  home: '/',
  allGames: '/games',
  gameDetails: '/GamesDetails',
  download: '/download',
  login: '/login',
  vkRedirect: '/vkRedirect',
  userCenter: '/UserCenter',
  support: '/SupportCenter',
  supportHistory: '/SupportCenter/history',
  supportGame: '/SupportCenter/game',
  supportQuestion: '/SupportCenter/question',
  supportInquiry: '/SupportCenter/inquiry',
  supportFeedback: '/SupportCenter/feedback',
  /** FAQs of a game, reachable from the question step and the side panel. */
  supportFaq: '/SupportCenter/faq',
  notice: '/notice/:slug',
} as const;
