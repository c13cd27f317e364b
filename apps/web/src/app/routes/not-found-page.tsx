import { NotFound } from '../../components/not-found';

// The layout's title (titles.notFound) is this page's heading.
export function Page() {
  return <NotFound />;
}
