/**
 * The map home of /plan keeps its view in the URL (`/plan#?bbox=w,s,e,n`, spec §2): a reload, a
 * shared link or a bbox typed in the address bar opens on that view (four valid numbers, else
 * ignored, §5), and every move of the map replaces the entry, so moving never adds to the
 * history. Other screens' URLs are left alone: the view is written only while the address bar
 * shows the map home.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Bbox } from '../domain/geo';
import { debounced, STATE_SAVE_DEBOUNCE_MS } from '../domain/map-constants';
import { parsePlanHash, planViewBbox, planViewHash } from '../domain/paths/search-paths';
import { useAppSystem } from './app-context';
import { HomeScreen } from './home-screen';

const PLAN_PATH = '/plan';

/** Whether the address bar shows the map home of /plan (no other screen's hash). */
function onPlanHome(location: Pick<Location, 'pathname' | 'hash'>): boolean {
  return location.pathname === PLAN_PATH && parsePlanHash(location.hash).kind === 'none';
}

/** Moves the map to the view of the URL (at load, or typed in the address bar), then writes
 * each new view of the map into the URL, replacing the entry. */
export function usePlanViewUrl(): void {
  const { map } = useAppSystem();
  const navigate = useNavigate();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const written = useRef<string | null>(null);
  useEffect(() => {
    const bbox = planViewBbox(hash);
    if (bbox && planViewHash(bbox) !== written.current) map.send({ type: 'view.restore', bbox });
  }, [map, hash]);
  useEffect(() => {
    const write = (bbox: Bbox | null): void => {
      if (!bbox || !onPlanHome(window.location)) return;
      const next = planViewHash(bbox);
      if (next === written.current && window.location.hash === `#${next}`) return;
      written.current = next;
      void navigate({
        to: PLAN_PATH,
        hash: next,
        search: true,
        replace: true,
        hashScrollIntoView: false,
      });
    };
    if (!planViewBbox(window.location.hash)) write(map.getSnapshot().context.bbox);
    // A view written once the map rests (§9 state-saving debounce), not at every zoom step.
    const save = debounced(write, STATE_SAVE_DEBOUNCE_MS);
    const subscription = map.subscribe(({ context }) => save.call(context.bbox));
    return () => {
      subscription.unsubscribe();
      save.cancel();
    };
  }, [map, navigate]);
}

/** The home's ad banner (its code, frame included, loads only once ads are consented). */
const HomeAd = lazy(() => import('./ads/ad-host').then((m) => ({ default: m.HomeAdBanner })));

/** The home's banner slot, once ads are consented. */
function HomeAdSlot() {
  const { consent } = useAppSystem();
  const navigate = useNavigate();
  // A first look only: the frame checks the whole ads consent itself.
  const ads = useSelector(consent, (s) => s.context.consent?.granted.has('ads') === true);
  return ads ? (
    <Suspense fallback={null}>
      <HomeAd go={(href) => void navigate({ href })} />
    </Suspense>
  ) : null;
}

/** The map home of / (page group « home »): its panel and its ad. */
export function HomePage() {
  return (
    <>
      <HomeScreen />
      <HomeAdSlot />
    </>
  );
}

/** The home panel of /plan, with its view in the URL. */
export function PlanHome() {
  usePlanViewUrl();
  return <HomePage />;
}
