/**
 * The transport-mode selector (§2): one entry per mode with its label, icon and selected flag;
 * on the results, each entry also shows the mode's best time.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { DEFAULT_MODE_ORDER, type RoadMode } from '../../domain/itinerary/modes';
import type { ItineraryRoute } from '../../domain/itinerary/types';
import { useT } from '../app-context';
import { watchScrollEdges } from '../scroll-edges';
import { ActionIcons, ModeIcon } from './itinerary-icons';

/** Props of the selector. */
export interface ModeSelectorProps {
  current: RoadMode;
  onSelect: (mode: RoadMode) => void;
  /** Routes computed (the best time of each mode is shown). */
  routes?: readonly ItineraryRoute[];
}

function bestTime(
  routes: readonly ItineraryRoute[] | undefined,
  mode: RoadMode,
): string | undefined {
  const times = (routes ?? []).filter((r) => r.mode === mode);
  const best = times.sort((a, b) => a.time.value - b.time.value)[0];
  return best?.time.label;
}

/**
 * An arrow over an edge of the row past which more modes are, for a mouse (a wheel scrolls
 * down, not sideways); the stylesheet shows it on such screens while that edge is marked. The
 * keyboard reaches every mode with Tab already, so the arrow is not in its order.
 */
function ScrollArrow(props: { list: RefObject<HTMLUListElement | null>; direction: 1 | -1 }) {
  const t = useT();
  const back = props.direction < 0;
  return (
    <button
      type="button"
      className={`scroll-arrow scroll-arrow--${back ? 'start' : 'end'}`}
      data-testid={`mode-scroll-${back ? 'back' : 'on'}`}
      tabIndex={-1}
      aria-label={t(back ? 'itinerary.mode.scrollBack' : 'itinerary.mode.scrollOn')}
      onClick={() => {
        const row = props.list.current;
        row?.scrollBy({
          left: props.direction * row.clientWidth * SCROLL_SHARE,
          behavior: 'smooth',
        });
      }}
    >
      {back ? <ActionIcons.back /> : <ActionIcons.forward />}
    </button>
  );
}

/** The share of the row's width an arrow scrolls by: the last mode seen stays in sight. */
const SCROLL_SHARE = 0.75;

/** How far a row scrolls sideways to show the whole of one of its items, px (0 when shown). */
function sidewaysShift(row: HTMLElement, item: HTMLElement): number {
  const box = row.getBoundingClientRect();
  const own = item.getBoundingClientRect();
  if (own.left < box.left) return own.left - box.left;
  if (own.right > box.right) return own.right - box.right;
  return 0;
}

/** The selector. */
export function ModeSelector(props: ModeSelectorProps) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const chosen = props.current;
  useEffect(() => {
    // The row scrolls sideways: the chosen mode is kept in view. Only the row: the panel around
    // it stays where the traveller has it (scrollIntoView would scroll the panel too).
    const row = list.current;
    const pressed = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (row && pressed) row.scrollLeft += sidewaysShift(row, pressed);
  }, [chosen]);
  // The edge with more modes past it fades, as the map's chips do.
  const row = useCallback((element: HTMLUListElement | null) => {
    list.current = element;
    return watchScrollEdges(element);
  }, []);
  return (
    <nav className="mode-selector" aria-label={t('itinerary.mode.title')}>
      <ScrollArrow list={list} direction={-1} />
      <ScrollArrow list={list} direction={1} />
      <ul ref={row}>
        {DEFAULT_MODE_ORDER.map((mode) => {
          const time = bestTime(props.routes, mode);
          return (
            <li key={mode}>
              <button
                type="button"
                className="mode-button"
                data-testid={`mode-${mode}`}
                aria-pressed={props.current === mode}
                title={t(`itinerary.mode.${mode}`)}
                onClick={() => props.onSelect(mode)}
              >
                <ModeIcon mode={mode} />
                <span className="mode-label">{t(`itinerary.mode.${mode}`)}</span>
                {time && <span className="mode-time">{time}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
