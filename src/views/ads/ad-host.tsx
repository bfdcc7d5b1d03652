/**
 * Where an ad slot goes on a screen (issue 16): with the ads consent, on the device class of its
 * placement, a frame labelled « Publicité » that reserves the slot's size from the first paint
 * (no layout shift), filled by the ads' code loaded then. A slot that ends empty, fails or whose
 * library is blocked takes no room. Without the consent nothing is drawn and nothing is asked.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { sizeOf, type AdPlacement, type AdSize } from '../../domain/ads/ads';
import { adsAllowed } from '../../domain/ads/ads-consent';
import { MAP_BANNER_CLASS, MAP_OBSTRUCTION_CLASS } from '../../map/panel-padding';
import { useAppSystem, useT } from '../app-context';
import { useMapObstruction } from '../notice';

const AdSlot = lazy(() => import('./ad-slot').then((m) => ({ default: m.AdSlot })));

/** What a screen says of its slot. */
export interface AdHostProps {
  pageId: string;
  /** A placement of spec §9 (`…_desktop` shows on desktops, `…_mobile` on phones). */
  placement: AdPlacement;
  size: AdSize;
  /** The page's targeting tags. */
  tags?: readonly string[];
  className?: string;
  /** Follows a path of the product (the screen's router navigation). */
  go: (href: string) => void;
}

/** The frame of a slot. */
export function AdHost(props: AdHostProps) {
  const { consent, device } = useAppSystem();
  const t = useT();
  const allowed = useSelector(consent, (s) => adsAllowed(s.context.consent));
  const phone = useSelector(device, (s) => s.context.deviceClass === 'pe');
  const [ended, setEnded] = useState<string | null>(null);
  const fits = props.placement.endsWith(phone ? '_mobile' : '_desktop');
  if (!allowed || !fits || ended === props.pageId) return null;
  const { width, height } = sizeOf(props.size);
  return (
    <aside
      className={`ad-frame ${props.className ?? ''}`}
      aria-label={t('ads.label')}
      data-testid="ad-frame"
      data-placement={props.placement}
    >
      <span className="ad-label" style={{ width, maxWidth: '100%' }}>
        {t('ads.label')}
      </span>
      <div className="ad-box" style={{ width, height }}>
        <Suspense fallback={null}>
          <AdSlot
            pageId={props.pageId}
            placement={props.placement}
            tags={props.tags ?? []}
            onEnd={() => setEnded(props.pageId)}
            go={props.go}
          />
        </Suspense>
      </div>
    </aside>
  );
}

/** Longest wait for an idle moment before the home's banner starts anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * The home's banner (728×90) at the bottom of the map, on desktops wide enough for it. It starts
 * once the page is idle: the map draws first, the ad comes after, without competing with it.
 */
export function HomeAdBanner(props: { go: (href: string) => void }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = (): void => setIdle(true);
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, []);
  if (!idle) return null;
  return <MapBanner go={props.go} />;
}

/**
 * The banner itself: over the map, so fitted views (§9: 105 px more at the bottom) and the
 * coverage pill keep clear of it.
 */
function MapBanner(props: { go: (href: string) => void }) {
  useMapObstruction();
  return (
    <AdHost
      go={props.go}
      pageId="home"
      placement="hp_vde_desktop"
      size="728x90"
      className={`${MAP_BANNER_CLASS} ${MAP_OBSTRUCTION_CLASS}`}
    />
  );
}
