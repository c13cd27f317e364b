// API paths relative to the API base (API.md). Web, console, API and tests name paths from here.
export const apiPaths = {
  gamesSimple: '/games/simple',
  gamesAll: '/games/all',
  gamesPrecheck: '/games/precheck',
  siteBoot: '/site/boot',
  siteNotice: '/site/notices/:slug',
  clientErrors: '/site/client-errors',
} as const;

/** Player-site routes of the spec's section 2 (history mode), plus the pages this project adds. */
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
  notice: '/notice/:slug',
} as const;
