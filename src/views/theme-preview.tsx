/** Small drawn previews of the map themes (no image request: they are inline SVG). */
import type { MapTheme } from '../domain/map-config';

interface Palette {
  land: string;
  water: string;
  park: string;
  road: string;
  major: string;
}

const PALETTES: Record<MapTheme, Palette> = {
  normal: { land: '#f2efe9', water: '#aad3df', park: '#cde6b0', road: '#ffffff', major: '#f6c26b' },
  satellite: {
    land: '#5b6b45',
    water: '#23404f',
    park: '#3f5a32',
    road: '#b9b2a0',
    major: '#d8cfb8',
  },
  nature: { land: '#eef2df', water: '#9fd3e6', park: '#8fc46f', road: '#fbfaf4', major: '#e4c38a' },
  simple: { land: '#f6f6f4', water: '#dbe4ea', park: '#e6eee1', road: '#ffffff', major: '#d9d9d9' },
  dark: { land: '#1f2630', water: '#0e1620', park: '#24342a', road: '#3a4452', major: '#5c6b7e' },
};

/** A 64×44 preview of a theme. */
export function ThemePreview(props: { theme: MapTheme }) {
  const p = PALETTES[props.theme];
  return (
    <svg className="theme-preview" viewBox="0 0 64 44" aria-hidden="true" focusable="false">
      <rect width="64" height="44" fill={p.land} />
      <path d="M0 30c10-4 18 6 30 2s20-10 34-4v16H0z" fill={p.water} />
      <path d="M40 4c8-2 16 2 18 8s-6 10-14 8-12-14-4-16z" fill={p.park} />
      <path d="M-2 14L66 22M18 -2L26 46" stroke={p.road} strokeWidth="2.5" />
      <path d="M-2 38L66 6" stroke={p.major} strokeWidth="3.5" />
    </svg>
  );
}
