/**
 * The fragment of the page under an overlay: while `#/moncompte`, `#/modale/…` or `#/filtres` is
 * open over a page, the page keeps the fragment it showed before (its search, its list's box).
 */
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { isOverlayHash } from '../domain/paths/overlay-hash';

/** The location's fragment, or the page's last one while an overlay's is shown. */
export function usePageHash(): string {
  const hash = useRouterState({ select: (s) => s.location.hash });
  const overlay = isOverlayHash(hash);
  const [page, setPage] = useState(overlay ? '' : hash);
  if (!overlay && hash !== page) setPage(hash);
  return overlay ? page : hash;
}
