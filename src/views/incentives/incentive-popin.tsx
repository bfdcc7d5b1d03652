/**
 * The incentive pop-in (issue 15): the one the incentive machine shows, at the bottom right of a
 * desktop, at the top of a phone's map, above its results sheet (never full screen). It takes no focus from the
 * page; Escape, « Fermer » or « Plus tard » close it.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { IncentiveKind } from '../../domain/incentives';
import { incentiveText } from '../../i18n/incentive-text';
import type { IncentiveActor } from '../../machines/incentive-system';
import { MAP_OBSTRUCTION_CLASS, MAP_OBSTRUCTION_EVENT } from '../../map/panel-padding';
import { useLocale } from '../app-context';
import './incentives.css';

/**
 * The close cross, drawn here: importing the shared icons would split the first screen's chunks
 * (this code loads after it) and add to its weight.
 */
function Cross() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const KEYS = {
  push: ['incentive.push.title', 'incentive.push.text', 'incentive.push.accept'],
  account: ['incentive.account.title', 'incentive.account.text', 'incentive.account.accept'],
  poisOnRoute: [
    'incentive.poisOnRoute.title',
    'incentive.poisOnRoute.text',
    'incentive.poisOnRoute.accept',
  ],
} as const satisfies Record<IncentiveKind, readonly string[]>;

/**
 * While a card shows: Escape closes it, and the map keeps what it framed clear of it (told when
 * the card appears and when it goes).
 */
function useCardEffects(actor: IncentiveActor, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return;
      // Taken: a POI card under the pop-in stays (place-card.tsx).
      e.preventDefault();
      actor.send({ type: 'dismiss' });
    };
    document.addEventListener('keydown', onKey);
    window.dispatchEvent(new Event(MAP_OBSTRUCTION_EVENT));
    return () => {
      document.removeEventListener('keydown', onKey);
      window.dispatchEvent(new Event(MAP_OBSTRUCTION_EVENT));
    };
  }, [actor, shown]);
}

/** The pop-in on screen, if any. */
export function IncentivePopin(props: { actor: IncentiveActor }) {
  const { actor } = props;
  const locale = useLocale();
  const shown = useSelector(actor, (s) => s.context.shown);
  useCardEffects(actor, shown !== null);
  if (!shown) return null;
  const [title, text, accept] = KEYS[shown];
  const dismiss = (): void => actor.send({ type: 'dismiss' });
  return (
    <aside
      className={`incentive-popin ${MAP_OBSTRUCTION_CLASS}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby="incentive-title"
      aria-describedby="incentive-text"
      data-testid={`incentive-${shown}`}
      lang={locale}
    >
      <button
        type="button"
        className="icon-button incentive-close"
        aria-label={incentiveText(locale, 'incentive.close')}
        onClick={dismiss}
      >
        <Cross />
      </button>
      <h2 id="incentive-title">{incentiveText(locale, title)}</h2>
      <p id="incentive-text">{incentiveText(locale, text)}</p>
      <div className="incentive-actions">
        <button
          type="button"
          className="primary-button"
          onClick={() => actor.send({ type: 'accept' })}
        >
          {incentiveText(locale, accept)}
        </button>
        <button type="button" className="text-button" onClick={dismiss}>
          {incentiveText(locale, 'incentive.later')}
        </button>
      </div>
    </aside>
  );
}
