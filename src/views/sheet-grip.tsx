/**
 * The grip of a phone's bottom sheet: dragged, the sheet follows the finger and rests at a peek,
 * half the screen or the whole height (`sheet-snap`); pressed (or with the keyboard), it opens the
 * whole sheet from half and brings it back to half. A new sheet opens at half.
 */
import {
  createContext,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
} from 'react';
import { MAP_OBSTRUCTION_EVENT } from '../map/panel-padding';
import { useT } from './app-context';
import { snapAfterDrag, snapAfterPress, type SheetSnap, type SnapHeights } from './sheet-snap';

/** Share of the screen a sheet covers at half (its CSS height). */
const HALF_SHARE = 0.45;
/** Room kept above a whole sheet, under the header, px. */
const TOP_GAP = 8;
/** The line of the name a folded sheet shows under its title, px. */
const PEEK_NAME_PX = 24;
/** The least a folded sheet shows: its grip and a line, px. */
const MIN_PEEK = 48;
/** A finger moving less than this (px) pressed the grip rather than dragged it. */
const PRESS_SLOP = 6;

/** Heights of the sheet's resting places in this window, px. */
function heightsOf(sheet: HTMLElement): SnapHeights {
  const box = sheet.getBoundingClientRect();
  const title = sheet.querySelector('.panel-header')?.getBoundingClientRect();
  const main = sheet.closest('.app-main')?.getBoundingClientRect();
  const top = (main?.top ?? 0) + TOP_GAP;
  // The name a folded sheet adds under its title (hidden at other heights).
  const named =
    sheet.dataset.peekName === 'true' && !sheet.querySelector('.panel-peek-name')
      ? PEEK_NAME_PX
      : 0;
  const half = window.innerHeight * HALF_SHARE;
  // The title where it stands with the sheet scrolled back to its top: a roadbook read down had
  // taken it above the sheet, and a peek measured so was negative (the sheet then grew whole).
  const titled = title ? title.bottom - box.top + sheet.scrollTop + 4 + named : 96;
  return {
    peek: Math.min(Math.max(titled, MIN_PEEK), half),
    half,
    full: Math.max(box.bottom - top, half),
  };
}

/** The sheet a grip moves: the element it is the first child of. */
function sheetOf(grip: Element): HTMLElement | null {
  return grip.parentElement;
}

interface Drag {
  startY: number;
  startHeight: number;
  heights: SnapHeights;
  lastY: number;
  lastTime: number;
  velocity: number;
}

function startDrag(event: PointerEvent<HTMLElement>, sheet: HTMLElement): Drag {
  event.currentTarget.setPointerCapture(event.pointerId);
  sheet.dataset.dragging = 'true';
  return {
    startY: event.clientY,
    startHeight: sheet.getBoundingClientRect().height,
    heights: heightsOf(sheet),
    lastY: event.clientY,
    lastTime: event.timeStamp,
    velocity: 0,
  };
}

/** Follows the finger: the sheet's height, within its peek and whole heights. */
function followDrag(drag: Drag, event: PointerEvent<HTMLElement>, sheet: HTMLElement): void {
  drag.velocity = (drag.lastY - event.clientY) / Math.max(event.timeStamp - drag.lastTime, 1);
  drag.lastY = event.clientY;
  drag.lastTime = event.timeStamp;
  const height = drag.startHeight + drag.startY - event.clientY;
  const clamped = Math.min(Math.max(height, drag.heights.peek), drag.heights.full);
  Object.assign(sheet.style, { height: `${clamped}px`, maxHeight: 'none' });
}

/** A sheet's resting place and height (none at half: its stylesheet's). */
interface Rest {
  snap: SheetSnap;
  height?: number;
}

/** The handlers of a grip and the resting place they give its sheet. */
export function useSheetGrip() {
  const [rest, setRest] = useState<Rest>({ snap: 'half' });
  const drag = useRef<Drag | null>(null);
  const settle = (sheet: HTMLElement, snap: SheetSnap, heights: SnapHeights): void => {
    delete sheet.dataset.dragging;
    // Folded, a sheet shows its title: what was read down it scrolls back under.
    if (snap === 'peek') sheet.scrollTop = 0;
    Object.assign(sheet.style, { height: '', maxHeight: '' });
    setRest(snap === 'half' ? { snap } : { snap, height: heights[snap] });
    // At rest, the sheet leaves the map another free part: a trip framed in the last one is
    // framed again in it (route-framing.ts), unless the person moved the map.
    window.dispatchEvent(new Event(MAP_OBSTRUCTION_EVENT));
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>): void => {
    const sheet = sheetOf(event.currentTarget);
    if (sheet) drag.current = startDrag(event, sheet);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>): void => {
    const sheet = sheetOf(event.currentTarget);
    if (drag.current && sheet) followDrag(drag.current, event, sheet);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>): void => {
    const d = drag.current;
    const sheet = sheetOf(event.currentTarget);
    drag.current = null;
    if (!d || !sheet) return;
    const moved = d.startY - event.clientY;
    const height = d.startHeight + moved;
    const snap =
      Math.abs(moved) < PRESS_SLOP
        ? snapAfterPress(rest.snap)
        : snapAfterDrag({ heights: d.heights, height, velocity: d.velocity });
    settle(sheet, snap, d.heights);
  };
  // The sheet moved on release: the click a tap would then give lands on what slid under the
  // finger (a result). No click after a touch on the grip.
  const onTouchEnd = (event: TouchEvent<HTMLElement>): void => {
    if (event.cancelable) event.preventDefault();
  };
  // A pointer's press is handled on release; Enter and Space arrive as a click of no pointer.
  const onClick = (event: MouseEvent<HTMLElement>): void => {
    const sheet = sheetOf(event.currentTarget);
    if (event.detail === 0 && sheet) settle(sheet, snapAfterPress(rest.snap), heightsOf(sheet));
  };
  const style: CSSProperties | undefined =
    rest.height === undefined ? undefined : { height: `${rest.height}px`, maxHeight: 'none' };
  const handlers = { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
  // A whole sheet brought down to half: what it asks the map to show is then in sight.
  const lower = (): void => {
    if (rest.snap === 'full') setRest({ snap: 'half' });
  };
  return { snap: rest.snap, style, handlers: { ...handlers, onTouchEnd, onClick }, lower };
}

/**
 * Lowers the sheet around a control to half when it covers the whole screen (a restriction shown
 * on the map from a list pulled up): a no-op on a desktop panel.
 */
export const SheetLowering = createContext<() => void>(() => undefined);

/** The grip drawn at the top of the sheet (its first child). */
export function SheetGrip(props: {
  snap: SheetSnap;
  handlers: ReturnType<typeof useSheetGrip>['handlers'];
}) {
  const t = useT();
  const whole = props.snap === 'full';
  return (
    <button
      type="button"
      className="sheet-grip"
      data-testid="sheet-grip"
      aria-label={t(whole ? 'search.sheet.collapse' : 'search.sheet.expand')}
      aria-expanded={whole}
      {...props.handlers}
    >
      <span aria-hidden="true" />
    </button>
  );
}
