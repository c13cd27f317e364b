import { NotFound } from '../../components/not-found';
import { titled, type ServerRoute } from '../server-route';

/** Not for search engines: the server answers it 404 with noindex. */
export const server: ServerRoute | undefined = import.meta.env.SSR
  ? { head: (client, ctx) => titled(client, ctx, ctx.t('titles.notFound'), null) }
  : undefined;

// The layout's title (titles.notFound) is this page's heading.
export function Page() {
  return <NotFound />;
}
