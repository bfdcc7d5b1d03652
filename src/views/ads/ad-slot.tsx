/**
 * An ad slot's content (issue 16, the ads' lazy chunk): the page's configuration from the ad
 * page actor (shown only when its page id is this page's), then one slot actor per slot: its
 * creative drawn as a sponsored link, its viewability watched (half of it on screen, page
 * visible), its clicks told. Leaving the page deletes the slot.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { AdCreative, AdSlotConfig } from '../../domain/ads/ads';
import { adsEnded, configFor } from '../../machines/ad-page-machine';
import {
  AdSlotLifecycle,
  adsSystemOf,
  type AdSlotActor,
  type AdsSystem,
} from '../../machines/ads-system';
import { useAppSystem } from '../app-context';
import './ads.css';

/** Half of the ad on screen (IAB viewability). */
const VIEWABLE_RATIO = 0.5;

function useViewability(
  target: React.RefObject<HTMLElement | null>,
  tell: (seen: boolean) => void,
) {
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let inView = false;
    const update = (): void => tell(inView && document.visibilityState === 'visible');
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.some((e) => e.intersectionRatio >= VIEWABLE_RATIO);
        update();
      },
      { threshold: [0, VIEWABLE_RATIO, 1] },
    );
    observer.observe(element);
    document.addEventListener('visibilitychange', update);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [target, tell]);
}

function Creative(props: {
  creative: AdCreative;
  onClick: () => void;
  go: (href: string) => void;
}) {
  const { creative } = props;
  const external = creative.clickUrl.startsWith('https://');
  return (
    <a
      className={`ad-creative ad-creative--${creative.kind} ad-creative--${creative.size}`}
      href={creative.clickUrl}
      rel={external ? 'sponsored noopener' : 'sponsored'}
      target={external ? '_blank' : undefined}
      data-testid="ad-creative"
      data-ad-id={creative.adId}
      onClick={(event) => {
        props.onClick();
        if (external || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        props.go(creative.clickUrl);
      }}
    >
      <img src={creative.imageUrl} alt={creative.kind === 'image' ? creative.alt : ''} />
      {creative.kind === 'text-image' && (
        <span className="ad-words">
          {creative.title && <strong className="ad-title">{creative.title}</strong>}
          {creative.text && <span className="ad-text">{creative.text}</span>}
        </span>
      )}
    </a>
  );
}

/** What the host gives: the slot ended (no room kept), and how to follow a product path. */
export interface HostHooks {
  onEnd: () => void;
  go: (href: string) => void;
}

function SlotBody(props: { actor: AdSlotActor; slotId: string } & HostHooks) {
  const { actor, onEnd } = props;
  const creative = useSelector(actor, (s) => (s.matches('loaded') ? s.context.creative : null));
  const over = useSelector(actor, (s) => s.matches('empty') || s.matches('error'));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (over) onEnd();
  }, [over, onEnd]);
  const tell = useCallback(
    (seen: boolean) => actor.send({ type: seen ? 'visible' : 'hidden' }),
    [actor],
  );
  useViewability(box, tell);
  return (
    <div ref={box} className="ad-slot" data-testid="ad-slot" data-slot-id={props.slotId}>
      {creative && (
        <Creative creative={creative} go={props.go} onClick={() => actor.send({ type: 'click' })} />
      )}
    </div>
  );
}

/** One slot: its actor lives while the slot is on the page; leaving deletes it first. */
function Slot(props: {
  ads: AdsSystem;
  slot: AdSlotConfig;
  pageId: string;
  tags: readonly string[];
  hooks: HostHooks;
}) {
  const { ads, slot, pageId } = props;
  const tagKey = props.tags.join(',');
  const lifecycle = useMemo(
    () => new AdSlotLifecycle(ads, { slot, pageId, tags: tagKey ? tagKey.split(',') : [] }),
    [ads, slot, pageId, tagKey],
  );
  useEffect(() => {
    lifecycle.start();
    return () => lifecycle.stop();
  }, [lifecycle]);
  const actor = useSyncExternalStore(lifecycle.subscribe, lifecycle.current);
  return actor ? <SlotBody actor={actor} slotId={slot.id} {...props.hooks} /> : null;
}

/** The slot of `placement` on page `pageId`. */
export function AdSlot(
  props: {
    pageId: string;
    placement: string;
    tags: readonly string[];
  } & HostHooks,
) {
  const app = useAppSystem();
  const ads = useMemo(() => adsSystemOf(app), [app]);
  const { pageId, placement, onEnd } = props;
  useEffect(() => {
    ads.page.send({ type: 'page', pageId });
  }, [ads, pageId]);
  const config = useSelector(ads.page, (s) => configFor(s, pageId));
  const ended = useSelector(ads.page, adsEnded);
  const slot = config?.slots.find((s) => s.placement === placement);
  useEffect(() => {
    if (ended || (config && !slot)) onEnd();
  }, [ended, config, slot, onEnd]);
  return slot ? (
    <Slot
      key={slot.id}
      ads={ads}
      slot={slot}
      pageId={pageId}
      tags={props.tags}
      hooks={{ onEnd, go: props.go }}
    />
  ) : null;
}
