// Every console route, named once (under the router's basename /console).
export type GameSection = 'details' | 'artwork' | 'faqs' | 'categories' | 'fields' | 'regions';

export const paths = {
  login: {
    path: '/login',
    getHref: (next?: string) => (next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  },
  queue: { path: '/', getHref: (search = '') => (search ? `/?${search}` : '/') },
  inquiry: { path: '/inquiries/:inquiryId', getHref: (id: number) => `/inquiries/${id}` },
  canned: { path: '/canned-replies', getHref: () => '/canned-replies' },
  security: { path: '/security', getHref: () => '/security' },
  reports: { path: '/reports', getHref: (search = '') => (search ? `/reports?${search}` : '/reports') },
  // Administration (admins only).
  brands: {
    path: '/admin/brands',
    getHref: (brand?: string) => (brand ? `/admin/brands?brand=${encodeURIComponent(brand)}` : '/admin/brands'),
  },
  games: {
    path: '/admin/games',
    getHref: (brand?: string) => (brand ? `/admin/games?brand=${encodeURIComponent(brand)}` : '/admin/games'),
  },
  game: {
    path: '/admin/games/:gameId',
    getHref: (id: number | 'new', section: GameSection = 'details', brand?: string) =>
      `/admin/games/${id}${section !== 'details' ? `/${section}` : ''}${brand ? `?brand=${encodeURIComponent(brand)}` : ''}`,
  },
  gameSection: { path: '/admin/games/:gameId/:section' },
  staff: { path: '/admin/staff', getHref: () => '/admin/staff' },
  sla: { path: '/admin/sla', getHref: () => '/admin/sla' },
  rules: { path: '/admin/rules', getHref: () => '/admin/rules' },
  macros: { path: '/admin/macros', getHref: () => '/admin/macros' },
  audit: { path: '/admin/audit', getHref: (search = '') => (search ? `/admin/audit?${search}` : '/admin/audit') },
  /** The old "coming soon" address of the catalogue: leads to the games. */
  catalogue: { path: '/catalogue' },
} as const;

/** Only console-relative paths are followed after login (never another origin). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login')
    ? next
    : paths.queue.getHref();
}
