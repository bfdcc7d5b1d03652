/** Icons of the itinerary screens (24×24, currentColor, decorative). */
import type { ReactNode } from 'react';
import type { RoadMode } from '../../domain/itinerary/modes';

function Svg(props: { children: ReactNode; size?: number; rotate?: number }) {
  const size = props.size ?? 20;
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={props.rotate ? { transform: `rotate(${props.rotate}deg)` } : undefined}
    >
      {props.children}
    </svg>
  );
}

const MODE_PATHS: Readonly<Record<RoadMode, ReactNode>> = {
  car: (
    <>
      <path d="M5 16V11l2-5h10l2 5v5" />
      <path d="M3 16h18v3H3z" />
      <circle cx="7.5" cy="16" r="1.5" />
      <circle cx="16.5" cy="16" r="1.5" />
    </>
  ),
  motorbike: (
    <>
      <circle cx="5.5" cy="16.5" r="3" />
      <circle cx="18.5" cy="16.5" r="3" />
      <path d="M5.5 16.5h6l3-6h3l1 6M14 7h3" />
    </>
  ),
  bike: (
    <>
      <circle cx="5.5" cy="16.5" r="3.5" />
      <circle cx="18.5" cy="16.5" r="3.5" />
      <path d="M5.5 16.5l4-7h6l3 7M9.5 9.5L12 16.5M14 6h2" />
    </>
  ),
  scooter: (
    <>
      <circle cx="6" cy="18" r="2" />
      <circle cx="18" cy="18" r="2" />
      <path d="M8 18h8M16 4h2l-2 14" />
    </>
  ),
  pedestrian: (
    <>
      <circle cx="13" cy="4" r="2" />
      <path d="M9 21l3-7 3 3v4M12 14l1-6 4 4M13 8l-5 2-1 4" />
    </>
  ),
  public_transport: (
    <>
      <rect x="5" y="3" width="14" height="14" rx="2" />
      <path d="M5 11h14M8 20l1-3M16 20l-1-3" />
      <circle cx="8.5" cy="14" r="0.5" />
      <circle cx="15.5" cy="14" r="0.5" />
    </>
  ),
  train: (
    <>
      <rect x="6" y="3" width="12" height="13" rx="3" />
      <path d="M6 10h12M9 20l-2 2M15 20l2 2M9 16l-1 4h8l-1-4" />
    </>
  ),
  bike_share: (
    <>
      <circle cx="5.5" cy="16.5" r="3.5" />
      <circle cx="18.5" cy="16.5" r="3.5" />
      <path d="M5.5 16.5l4-7h6l3 7M9.5 9.5L12 16.5M16 3h5v4h-5z" />
    </>
  ),
  scooter_share: (
    <>
      <circle cx="6" cy="18" r="2" />
      <circle cx="18" cy="18" r="2" />
      <path d="M8 18h8M14 6l2 12M3 3h5v4H3z" />
    </>
  ),
  taxi: (
    <>
      <path d="M5 16V11l2-5h10l2 5v5M9 6l1-3h4l1 3" />
      <path d="M3 16h18v3H3z" />
    </>
  ),
  carpool: (
    <>
      <circle cx="8" cy="7" r="3" />
      <circle cx="16" cy="7" r="3" />
      <path d="M3 20c0-4 2-7 5-7s5 3 5 7M11 20c0-4 2-7 5-7s5 3 5 7" />
    </>
  ),
  bus: (
    <>
      <path d="M4 17V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v11z" />
      <path d="M4 11h16M8 17v2M16 17v2" />
      <circle cx="8" cy="14" r="0.8" />
      <circle cx="16" cy="14" r="0.8" />
    </>
  ),
  plane: (
    <path d="M21 15l-8-5V4.5a1.5 1.5 0 0 0-3 0V10l-8 5v2l8-2.5V18l-2 1.5V21l3.5-1 3.5 1v-1.5L13 18v-3.5l8 2.5z" />
  ),
};

/** The icon of a road mode. */
export function ModeIcon(props: { mode: RoadMode; size?: number }) {
  return <Svg size={props.size ?? 20}>{MODE_PATHS[props.mode]}</Svg>;
}

const MANEUVER_ROTATION: Readonly<Record<string, number>> = {
  straight: 0,
  'slight-right': 45,
  right: 90,
  'sharp-right': 135,
  uturn: 180,
  'sharp-left': -135,
  left: -90,
  'slight-left': -45,
  merge: 20,
};

/** The icon of a roadbook manoeuvre (an arrow turned to its direction, or a symbol). */
export function ManeuverIcon(props: { icon: string }) {
  if (props.icon === 'depart' || props.icon === 'arrive')
    return (
      <Svg>
        <circle cx="12" cy="12" r="6" fill={props.icon === 'arrive' ? 'currentColor' : 'none'} />
      </Svg>
    );
  if (props.icon === 'roundabout')
    return (
      <Svg>
        <circle cx="12" cy="12" r="5" />
        <path d="M12 7V2M17 12h4" />
      </Svg>
    );
  return (
    <Svg rotate={MANEUVER_ROTATION[props.icon] ?? 0}>
      <path d="M12 20V5M6 11l6-6 6 6" />
    </Svg>
  );
}

/** Simple action icons. */
export const ActionIcons = {
  forward: () => (
    <Svg>
      <path d="M9 5l7 7-7 7" />
    </Svg>
  ),
  swap: () => (
    <Svg>
      <path d="M8 4v16M4 16l4 4 4-4M16 20V4M12 8l4-4 4 4" />
    </Svg>
  ),
  remove: () => (
    <Svg>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  ),
  add: () => (
    <Svg>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  ),
  pick: () => (
    <Svg>
      <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7z" />
      <circle cx="12" cy="9" r="2.5" />
    </Svg>
  ),
  clock: () => (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Svg>
  ),
  options: () => (
    <Svg>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </Svg>
  ),
  back: () => (
    <Svg>
      <path d="M15 5l-7 7 7 7" />
    </Svg>
  ),
  share: () => (
    <Svg>
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="18" cy="18" r="2.5" />
      <path d="M8.2 10.8l7.6-3.6M8.2 13.2l7.6 3.6" />
    </Svg>
  ),
  download: () => (
    <Svg>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Svg>
  ),
  print: () => (
    <Svg>
      <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
    </Svg>
  ),
  roadbook: () => (
    <Svg>
      <path d="M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4" />
    </Svg>
  ),
};
