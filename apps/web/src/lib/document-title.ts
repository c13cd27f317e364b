// The tab's title: "<title> | <brand>". The layout sets it from the route table; pages with a
// title of their own (a game, a notice) set theirs. Kept apart from app/layout.tsx so the pages,
// which the router loads, do not import the module that imports the router.
import { useEffect } from 'react';
import { useBrand } from './brand';

/** Sets document.title to "<title> | <brand>"; pages with their own title call it with theirs. */
export function useDocumentTitle(title: string | null | undefined, skip = false) {
  const brand = useBrand();
  useEffect(() => {
    if (skip) return;
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name, skip]);
}
