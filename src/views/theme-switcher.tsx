/**
 * Theme switcher: a small tile with the current theme's preview that opens the panel of drawn
 * previews (desktop, bottom left, as map sites do), or a layers button that opens the same panel
 * as a sheet (mobile). An unavailable theme stays visible, disabled, with the
 * server's explanation.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useAppSystem, useT } from './app-context';
import { LayersIcon } from './icons';
import { ThemePreview } from './theme-preview';
import { useDismiss, type DismissReason } from './use-dismiss';

/** The panel of the themes, loaded when first opened (not on the first screen's budget). */
const LazyThemePanel = lazy(() => import('./theme-panel').then((m) => ({ default: m.ThemePanel })));

function ThemePanel(props: { onClose?: () => void; onShown?: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyThemePanel {...props} />
    </Suspense>
  );
}

/**
 * The closed switcher on desktop: the current theme's preview, a click opens the panel; it takes
 * the focus back when the panel was closed with Escape (`focus`).
 */
function ThemeTile(props: { onOpen: () => void; focus: boolean }) {
  const { map } = useAppSystem();
  const t = useT();
  const current = useSelector(map, (s) => s.context.theme);
  const tile = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (props.focus) tile.current?.focus();
  }, [props.focus]);
  return (
    <button
      ref={tile}
      type="button"
      className="theme-tile"
      data-testid="theme-toggle"
      aria-expanded={false}
      aria-label={t('map.theme.toggle')}
      onClick={props.onOpen}
    >
      <ThemePreview theme={current} />
      <span className="theme-label">{t('map.theme.title')}</span>
    </button>
  );
}

/** Room between the side panel and the opened switcher, px. */
const SIDE_GAP = 12;

/**
 * Where the opened panel goes on desktop: beside the screen's side panel (search results, an
 * itinerary) when it would cover it, as Google Maps' layers do; null when it covers nothing.
 */
function besideSidePanel(area: HTMLElement | null): number | null {
  const main = area?.parentElement;
  const side = main?.querySelector('.overlay--side');
  if (!area || !main || !side) return null;
  const own = area.getBoundingClientRect();
  let right = 0;
  for (const child of side.children) {
    const box = child.getBoundingClientRect();
    const covered = box.width > 0 && box.height > 0 && box.bottom > own.top && box.left < own.right;
    if (covered) right = Math.max(right, box.right);
  }
  return right > 0 ? right - main.getBoundingClientRect().left + SIDE_GAP : null;
}

/** The open state of a switcher, closed by a click elsewhere or Escape (`useDismiss`). */
function useSwitcherState() {
  const [open, setOpen] = useState(false);
  const [escaped, setEscaped] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = (reason: DismissReason): void => {
    setOpen(false);
    setEscaped(reason === 'escape');
    if (reason === 'escape') opener.current?.focus();
  };
  useDismiss({ open, close, area });
  return { open, setOpen, escaped, area, opener };
}

/** Desktop: the tile at the bottom left; its panel opens beside the side panel. */
function DesktopSwitcher() {
  const { open, setOpen, escaped, area } = useSwitcherState();
  const [left, setLeft] = useState<number | null>(null);
  // Measured once the panel is laid out, where it opens (bottom left), before the browser paints it.
  const place = useCallback(() => setLeft(besideSidePanel(area.current)), [area]);
  const onOpen = (): void => setOpen(true);
  return (
    <div className="theme-switcher" ref={area} style={open && left !== null ? { left } : undefined}>
      {open ? (
        <ThemePanel onClose={() => setOpen(false)} onShown={place} />
      ) : (
        <ThemeTile onOpen={onOpen} focus={escaped} />
      )}
    </div>
  );
}

/** Phone: a layers button among the map's buttons, its panel as a sheet. */
function PhoneSwitcher() {
  const t = useT();
  const { open, setOpen, area, opener } = useSwitcherState();
  return (
    <div className="theme-switcher theme-switcher--sheet" ref={area}>
      <button
        ref={opener}
        type="button"
        className="map-button layers-button"
        aria-label={t('map.theme.toggle')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <LayersIcon />
      </button>
      {open ? (
        <div className="sheet">
          <ThemePanel onClose={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}

/** The switcher, laid out for the device class fixed at load. */
export function ThemeSwitcher() {
  const { device } = useAppSystem();
  const mobile = useSelector(device, (s) => s.context.deviceClass === 'pe');
  return mobile ? <PhoneSwitcher /> : <DesktopSwitcher />;
}
