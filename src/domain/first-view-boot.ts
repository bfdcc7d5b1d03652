/**
 * The page's warming of the map's first view (issue 21): a small script the server writes at the
 * end of the page's shell (its hash allowed by the Content-Security-Policy) that, once the shell
 * is painted, requests MapLibre and the region view's tiles, sprite sheet and label glyphs while
 * the app's scripts are still downloading, instead of once they have run. It reads the view from a meta the server
 * writes (`FIRST_VIEW_META`), measures the map's frame as MapLibre will, and picks the tiles as
 * `tilesCovering` does (the tests hold the two to the same answers). It does nothing when the
 * address asks for another view (a search, a `bbox` in the fragment…), or where the page is not
 * a map of the region. The URLs it asked for are left on the meta (`data-warmed`), which the app
 * reads not to ask twice (src/map/first-tiles.ts).
 */
import { FONTS } from './map-style/context';
import { spritePath, THEME_SPRITES } from './map-style/sprites';

/** The name of the meta that carries the first view's facts (JSON of `FirstViewFacts`). */
export const FIRST_VIEW_META = 'periple:first-view';

/** What the script needs to know of the region's first view. */
export interface FirstViewFacts {
  /** The region's view (the map configuration's). */
  center: [number, number];
  zoom: number;
  /** The tile source's zooms. */
  minzoom: number;
  maxzoom: number;
  /** At most this many tiles. */
  limit: number;
  /** The sprite sheet's path without `@2x` and extension. */
  sprite: string;
  /** The label glyph ranges the first view draws. */
  glyphs: string[];
  /** The paths whose first view is the region's (a regular expression's source). */
  paths: string;
}

/** The name of the meta that names MapLibre's chunk (written by the build: scripts/vite-plugins.ts). */
export const MAP_MODULE_META = 'periple:map-module';

/** How long the script waits for the shell's first paint at most (a hidden tab paints nothing). */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * The script's text. ES5, no globals. Once the shell's first contentful paint is reported
 * (nothing it asks for may hold that paint back, nor be counted before it): a modulepreload of MapLibre's chunk (downloaded and compiled,
 * run by the map view), then, on a page of the region view, its tiles, sprite and glyphs. Query
 * parameters other than `locale` and `lang`, and a fragment that holds a view, leave the view to
 * the app. On a 1× screen the sprite sheet is left to the app: the map is drawn at 2 there when
 * the browser has a graphics card (spec §9), which a script cannot tell without a WebGL context.
 */
export const FIRST_VIEW_BOOT_SCRIPT = `(function(){var d=document;function warm(){try{var lib=d.querySelector('meta[name="${MAP_MODULE_META}"]');if(lib){var k=d.createElement('link');k.rel='modulepreload';k.href=lib.content;k.crossOrigin='';d.head.appendChild(k)}var m=d.querySelector('meta[name="${FIRST_VIEW_META}"]'),l=location;if(!m)return;var f=JSON.parse(m.content);if(!new RegExp(f.paths).test(l.pathname)||/[?&](?!(?:locale|lang)=)[^=&]+=/.test(l.search)||/[=@]/.test(l.hash))return;var r=d.querySelector('.app-main').getBoundingClientRect();if(!(r.width>0&&r.height>0))return;var z=Math.max(f.minzoom,Math.min(f.maxzoom,Math.floor(f.zoom))),n=Math.pow(2,z),s=512*Math.pow(2,f.zoom-z),P=Math.PI,la=Math.max(-85.051129,Math.min(85.051129,f.center[1])),si=Math.sin(la*P/180),cx=(f.center[0]+180)/360*n,cy=(0.5-Math.log((1+si)/(1-si))/(4*P))*n,hw=r.width/2/s,hh=r.height/2/s,t=[],x,y,u=[],seen={};for(y=Math.max(0,Math.floor(cy-hh));y<=Math.min(n-1,Math.floor(cy+hh));y++)for(x=Math.floor(cx-hw);x<=Math.floor(cx+hw);x++)t.push({d:(x+0.5-cx)*(x+0.5-cx)+(y+0.5-cy)*(y+0.5-cy),p:'/tiles/'+z+'/'+((x%n)+n)%n+'/'+y+'.pbf'});t.sort(function(a,b){return a.d-b.d});for(x=0;x<t.length&&u.length<f.limit;x++)if(!seen[t[x].p]){seen[t[x].p]=1;u.push(t[x].p)}if(window.devicePixelRatio>1){var sp=f.sprite+'@2x';u.push(sp+'.json',sp+'.png')}u=u.concat(f.glyphs);m.setAttribute('data-warmed',u.join(' '));for(x=0;x<u.length;x++)fetch(u[x],{credentials:'same-origin'}).then(function(a){return a.arrayBuffer()}).catch(function(){})}catch(e){}}var done=0;function go(){if(!done){done=1;setTimeout(warm,0)}}setTimeout(go,${FIRST_PAINT_WAIT_MS});try{new PerformanceObserver(function(){if(performance.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(e){go()}})()`;

/** The URLs the script asked for, as it left them on the meta (none without it). */
export function warmedUrls(doc: {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}): ReadonlySet<string> {
  const meta = doc.querySelector(`meta[name="${FIRST_VIEW_META}"]`);
  const list = meta?.getAttribute('data-warmed') ?? '';
  return new Set(list.split(' ').filter((url) => url !== ''));
}

/** The font of the place labels, which every first view draws. */
const LABEL_FONT = FONTS.medium[0];

/**
 * Its ranges the region view asks for (Latin-1, and Latin Extended-A for « œ » in French town
 * names, « Vandœuvre-lès-Nancy »): MapLibre asks for them only once its tiles are parsed.
 */
const FIRST_GLYPH_RANGES = ['0-255', '256-511'];

/** The label glyphs of a first view, as MapLibre asks for them. */
export const FIRST_GLYPH_URLS: readonly string[] = FIRST_GLYPH_RANGES.map(
  (range) => `/fonts/${encodeURIComponent(LABEL_FONT)}/${range}.pbf`,
);

/** At most this many tiles are warmed: a large screen at a fractional zoom. */
export const FIRST_TILE_LIMIT = 16;

/**
 * The paths that open on the region's view when the address holds no other: the home, the map
 * and the itinerary form.
 */
const REGION_VIEW_PATHS = '^/(plan/?|itineraire/?)?$';

/** The facts the server writes for a region of this view and these tile zooms (default theme). */
export function firstViewFacts(options: {
  center: [number, number];
  zoom: number;
  minzoom: number;
  maxzoom: number;
}): FirstViewFacts {
  return {
    ...options,
    limit: FIRST_TILE_LIMIT,
    sprite: spritePath(THEME_SPRITES.normal),
    glyphs: [...FIRST_GLYPH_URLS],
    paths: REGION_VIEW_PATHS,
  };
}
