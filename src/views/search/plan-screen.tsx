/**
 * The /plan screen: its hash routes (§2) /plan#/recherche/{query}?bbox= (search results) and
 * /plan#/{location} (an address page), else the home panel. The result panels load lazily.
 */
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { parsePlanHash } from '../../router/search-paths';
import { HomeScreen } from '../home-screen';

const SearchResults = lazy(() =>
  import('./search-results').then((m) => ({ default: m.SearchResults })),
);
const AddressPage = lazy(() => import('./place-pages').then((m) => ({ default: m.AddressPage })));

/** The screen. */
export function PlanScreen() {
  const hash = useRouterState({ select: (s) => s.location.hash });
  const route = parsePlanHash(hash);
  if (route.kind === 'search') {
    return (
      <Suspense fallback={null}>
        <SearchResults query={route.query} bbox={route.bbox} />
      </Suspense>
    );
  }
  if (route.kind === 'location') {
    return (
      <Suspense fallback={null}>
        <AddressPage location={route.location} kind="address" />
      </Suspense>
    );
  }
  return <HomeScreen />;
}
