import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import {
  FIRST_VIEW_BOOT_SCRIPT,
  FIRST_VIEW_META,
  firstViewFacts,
  MAP_MODULE_META,
  warmedUrls,
  type FirstViewFacts,
} from './first-view-boot';
import { tilePath, tilesCovering } from './tile-cover';

interface Page {
  path: string;
  search?: string;
  hash?: string;
  width: number;
  height: number;
  dpr?: number;
}

/** Runs the script on a page of `facts`; the URLs it fetched. */
function run(facts: FirstViewFacts | undefined, page: Page): string[] {
  return runPage(facts, page).fetched;
}

/** Runs the script; what it fetched and the modules it preloaded, once the first frame is out. */
function runPage(facts: FirstViewFacts | undefined, page: Page) {
  const fetched: string[] = [];
  const preloaded: { rel: string; href: string; crossOrigin: string }[] = [];
  const observers: (() => void)[] = [];
  const tasks: { callback: () => void; ms: number }[] = [];
  let painted = false;
  const attributes = new Map<string, string>();
  const meta = facts && {
    content: JSON.stringify(facts),
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
  };
  const frame = { getBoundingClientRect: () => ({ width: page.width, height: page.height }) };
  const lib = { content: '/assets/maplibre-gl-x.js' };
  const elements = new Map<string, unknown>([
    [`meta[name="${FIRST_VIEW_META}"]`, meta],
    [`meta[name="${MAP_MODULE_META}"]`, lib],
    ['.app-main', frame],
  ]);
  const document = {
    querySelector: (selector: string) => elements.get(selector) ?? null,
    createElement: () => ({ rel: '', href: '', crossOrigin: 'unset' }),
    head: { appendChild: (link: (typeof preloaded)[number]) => preloaded.push(link) },
  };
  const response = { arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) };
  runInNewContext(FIRST_VIEW_BOOT_SCRIPT, {
    document,
    location: { pathname: page.path, search: page.search ?? '', hash: page.hash ?? '' },
    window: { devicePixelRatio: page.dpr ?? 1 },
    fetch: (url: string, init: { credentials: string }) => {
      expect(init.credentials).toBe('same-origin');
      fetched.push(url);
      return Promise.resolve(response);
    },
    PerformanceObserver: class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    },
    performance: {
      getEntriesByName: (name: string) =>
        painted && name === 'first-contentful-paint' ? [{ name }] : [],
    },
    setTimeout: (callback: () => void, ms: number) => tasks.push({ callback, ms }),
    Math,
    RegExp,
    JSON,
  });
  // Nothing is asked for before the first contentful paint is reported.
  observers.forEach((o) => o());
  expect(tasks.map((t) => t.ms)).toEqual([1000]);
  painted = true;
  observers.forEach((o) => o());
  expect(tasks.map((t) => t.ms)).toEqual([1000, 0]);
  expect(fetched).toEqual([]);
  expect(preloaded).toEqual([]);
  // The paint's task, then the 1 s fallback: the warming runs once.
  tasks[1]?.callback();
  tasks[0]?.callback();
  tasks.slice(2).forEach((t) => t.callback());
  expect(preloaded).toEqual([{ rel: 'modulepreload', href: lib.content, crossOrigin: '' }]);
  if (meta) expect([...warmedUrls({ querySelector: () => meta })]).toEqual(fetched);
  return { fetched, preloaded };
}

const FRANCE = firstViewFacts({ center: [2.35, 46.6], zoom: 5.3, minzoom: 0, maxzoom: 14 });

describe('the page’s warming of the first view', () => {
  it('asks for the tiles tilesCovering picks, centre first, then the sprite and the glyphs', () => {
    const views: [FirstViewFacts, number, number][] = [
      [FRANCE, 412, 771],
      [FRANCE, 1350, 884],
      [FRANCE, 3840, 2100],
      [firstViewFacts({ center: [7.42, 43.73], zoom: 14, minzoom: 0, maxzoom: 14 }), 390, 700],
      [firstViewFacts({ center: [7.42, 43.73], zoom: 16.7, minzoom: 0, maxzoom: 14 }), 800, 600],
      [firstViewFacts({ center: [179.9, 10], zoom: 3.5, minzoom: 2, maxzoom: 14 }), 1600, 900],
      [firstViewFacts({ center: [-63, 17.9], zoom: 0.2, minzoom: 0, maxzoom: 14 }), 1200, 900],
    ];
    for (const [facts, width, height] of views) {
      const [lng, lat] = facts.center;
      const expected = tilesCovering(
        { center: { lng, lat }, zoom: facts.zoom, width, height },
        { minzoom: facts.minzoom, maxzoom: facts.maxzoom, limit: facts.limit },
      ).map(tilePath);
      expect(expected.length).toBeGreaterThan(0);
      expect(run(facts, { path: '/plan', width, height, dpr: 2 })).toEqual([
        ...expected,
        '/sprites/v4/light@2x.json',
        '/sprites/v4/light@2x.png',
        '/fonts/Noto%20Sans%20Medium/0-255.pbf',
        '/fonts/Noto%20Sans%20Medium/256-511.pbf',
      ]);
    }
  });

  it('asks for the sprite sheet of the screen’s pixel ratio', () => {
    const urls = run(FRANCE, { path: '/', width: 412, height: 771, dpr: 1.75 });
    expect(urls).toContain('/sprites/v4/light@2x.png');
    expect(urls).not.toContain('/sprites/v4/light.png');
  });

  it('leaves the sprite sheet of a 1× screen to the app, which knows the map’s ratio', () => {
    const urls = run(FRANCE, { path: '/', width: 1280, height: 800, dpr: 1 });
    expect(urls.some((url) => url.startsWith('/sprites/'))).toBe(false);
    expect(urls.some((url) => url.startsWith('/tiles/'))).toBe(true);
  });

  it('runs on the region view’s pages, with a locale at most', () => {
    for (const path of ['/', '/plan', '/plan/', '/itineraire'])
      expect(run(FRANCE, { path, width: 412, height: 771 }).length).toBeGreaterThan(4);
    expect(
      run(FRANCE, { path: '/plan', search: '?locale=nl-BE', width: 412, height: 771 }),
    ).not.toHaveLength(0);
  });

  it('preloads MapLibre on every page, the view’s or not', () => {
    expect(
      runPage(FRANCE, { path: '/poi/osm-n1', width: 412, height: 771 }).preloaded,
    ).toHaveLength(1);
  });

  it('leaves any other view to the app', () => {
    const none = (page: Omit<Page, 'width' | 'height'>) =>
      expect(run(FRANCE, { ...page, width: 412, height: 771 })).toEqual([]);
    none({ path: '/poi/osm-n1' });
    none({ path: '/recherche/pharmacie' });
    none({ path: '/plan', hash: '#?bbox=7.41,43.72,7.43,43.74' });
    none({ path: '/plan', hash: '#@43.7,7.4,14z' });
    none({ path: '/itineraire', search: '?from=7.42,43.73&to=7.41,43.72' });
    none({ path: '/plan', search: '?locale=fr-FR&q=pharmacie' });
    expect(run(FRANCE, { path: '/plan', width: 0, height: 0 })).toEqual([]);
    expect(run(undefined, { path: '/plan', width: 412, height: 771 })).toEqual([]);
  });
});
