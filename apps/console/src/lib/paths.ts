// Every console route, named once (under the router's basename /console).
export const paths = {
  login: { path: '/login', getHref: (next?: string) => (next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login') },
  queue: { path: '/', getHref: (search = '') => (search ? `/?${search}` : '/') },
  inquiry: { path: '/inquiries/:inquiryId', getHref: (id: number) => `/inquiries/${id}` },
  canned: { path: '/canned-replies', getHref: () => '/canned-replies' },
  security: { path: '/security', getHref: () => '/security' },
  catalogue: { path: '/catalogue', getHref: () => '/catalogue' },
  reports: { path: '/reports', getHref: () => '/reports' },
} as const;

/** Only console-relative paths are followed after login (never another origin). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : paths.queue.getHref();
}
