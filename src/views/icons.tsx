/** Inline SVG icons (24×24, currentColor), decorative: the buttons carry the labels. */
import type { ReactNode } from 'react';
import type { MapMode } from '../domain/map-config';

function Svg(props: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={props.className ?? 'icon'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {props.children}
    </svg>
  );
}

/** The brand mark: a map pin. */
export function BrandIcon() {
  return (
    <svg className="brand-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7z" fill="currentColor" />
      <circle cx="12" cy="9" r="2.6" fill="#fff" />
    </svg>
  );
}

/** Crosshair: locate me. */
export function LocateIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </Svg>
  );
}

/** Crosshair with a filled centre: position shown. */
export function LocatedIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </Svg>
  );
}

/** Navigation arrow: following the position. */
export function FollowIcon() {
  return (
    <Svg>
      <path d="M3 11l18-8-8 18-2-8-8-2z" fill="currentColor" />
    </Svg>
  );
}

/** Crossed crosshair: geolocation denied. */
export function LocateOffIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4 4l16 16" />
    </Svg>
  );
}

/** Spinner: a request is in flight. */
export function SpinnerIcon() {
  return (
    <Svg className="icon spin">
      <path d="M12 3a9 9 0 1 0 9 9" />
    </Svg>
  );
}

/** Enter fullscreen. */
export function FullscreenIcon() {
  return (
    <Svg>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </Svg>
  );
}

/** Leave fullscreen. */
export function FullscreenExitIcon() {
  return (
    <Svg>
      <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
    </Svg>
  );
}

/** Stacked layers: map styles. */
export function LayersIcon() {
  return (
    <Svg>
      <path d="M12 3l9 5-9 5-9-5 9-5z" />
      <path d="M3 13l9 5 9-5" />
    </Svg>
  );
}

/** Close. */
export function CloseIcon() {
  return (
    <Svg>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

/** Information. */
export function InfoIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </Svg>
  );
}

/** A person: the account. */
export function AccountIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4 0-8 2-8 5.5V21h16v-1.5C20 16 16 14 12 14z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Globe: language. */
export function GlobeIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9c-2.5-2.7-3.6-5.7-3.6-9S9.5 5.7 12 3z" />
    </Svg>
  );
}

/** A place pin (small). */
export function PinIcon() {
  return (
    <Svg>
      <path d="M12 21s-6-6.2-6-11a6 6 0 0 1 12 0c0 4.8-6 11-6 11z" />
      <circle cx="12" cy="10" r="2" />
    </Svg>
  );
}

const MODE_PATHS: Record<MapMode, ReactNode> = {
  neutral: <path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />,
  bicycle: (
    <>
      <circle cx="6" cy="16" r="3.5" />
      <circle cx="18" cy="16" r="3.5" />
      <path d="M6 16l4-8h5l3 8M10 8l3 8M13 5h3" />
    </>
  ),
  traffic: (
    <>
      <rect x="8" y="2.5" width="8" height="19" rx="3" />
      <circle cx="12" cy="7" r="1.4" fill="currentColor" />
      <circle cx="12" cy="12" r="1.4" fill="currentColor" />
      <circle cx="12" cy="17" r="1.4" fill="currentColor" />
    </>
  ),
  tc: (
    <>
      <rect x="5" y="3" width="14" height="14" rx="3" />
      <path d="M5 11h14M8 20l1.5-3M16 20l-1.5-3" />
      <circle cx="8.5" cy="14" r=".8" fill="currentColor" />
      <circle cx="15.5" cy="14" r=".8" fill="currentColor" />
    </>
  ),
  zfe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 9h8l-8 6h8" />
    </>
  ),
};

/** The icon of a map mode. */
export function ModeIcon(props: { mode: MapMode }) {
  return <Svg>{MODE_PATHS[props.mode]}</Svg>;
}
