/**
 * Builds and matches the named routes' paths (§2 Route behaviour, route-names.ts): each
 * `:param` replaced by its URL-encoded value, the query after a hash (`/app/x#?bbox=…`, or
 * `…?bbox=…` when the path has a hash already); a missing parameter fails with « Parameters not
 * replaced on {path} », a parent-directory segment is refused, and a raw route that matches no
 * template fails with « Bad matching raw route » (§7's catalogue of route-build errors).
 */
import { ROUTE_TABLES, type RouteDef, type RouteTableName } from './route-names';

/** The parameters of a path. */
export type RouteParams = Readonly<Record<string, string | number | undefined>>;

/** A route of a table, matched from a raw path, with its parameters (decoded). */
export interface MatchedRoute {
  table: RouteTableName;
  name: string;
  route: RouteDef;
  params: Record<string, string>;
  /** The parameters as they were written (URL-encoded): one not validly encoded is kept as is. */
  rawParams: Record<string, string>;
  /** The raw query (without `?`), when the path had one. */
  query: string;
}

const PARAM = /:([A-Za-z][A-Za-z0-9]*)/g;
const HAS_PARAM = /:[A-Za-z]/;

/** A query value: URL-encoded, but for the commas of a bbox (§2 writes them plain). */
function encodeQueryValue(value: string | number): string {
  return encodeURIComponent(String(value)).replace(/%2C/gi, ',');
}

function queryText(query: RouteParams | undefined): string {
  if (!query) return '';
  return Object.entries(query)
    .flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [`${key}=${encodeQueryValue(value)}`],
    )
    .join('&');
}

/** A path's segments, its hash's included. */
function segments(path: string): string[] {
  return path.split(/[/#?]/);
}

/**
 * The path of `route` (a definition or a template) with `params`, and `query` after a hash.
 * Throws « Parameters not replaced on {path} » when a parameter is missing, and refuses a path
 * with a `..` segment.
 */
export function buildPath(
  route: RouteDef | string,
  params: RouteParams = {},
  query?: RouteParams,
): string {
  const template = typeof route === 'string' ? route : route.path;
  const path = template.replace(PARAM, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === '' ? whole : encodeURIComponent(String(value));
  });
  if (HAS_PARAM.test(path)) throw new Error(`Parameters not replaced on ${path}`);
  if (segments(path).includes('..')) throw new Error(`Parent directory refused in ${path}`);
  const text = queryText(query);
  if (!text) return path;
  return `${path}${path.includes('#') ? '?' : '#?'}${text}`;
}

interface Compiled {
  table: RouteTableName;
  name: string;
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(table: RouteTableName, name: string, route: RouteDef): Compiled {
  const names: string[] = [];
  const source = route.path
    .split(PARAM)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '([^/?#]+)';
    })
    .join('');
  return { table, name, route, pattern: new RegExp(`^${source}$`), names };
}

/** Every route, the most literal first: `/plan/region` before `/plan/:location`. */
const COMPILED: readonly Compiled[] = Object.entries(ROUTE_TABLES)
  .flatMap(([table, routes]) =>
    Object.entries(routes).map(([name, route]: [string, RouteDef]) =>
      compile(table === 'app' ? 'app' : 'itinerary', name, route),
    ),
  )
  .sort((a, b) => a.names.length - b.names.length);

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A raw route apart from its query: `/plan#/recherche/x?bbox=…`, `/app/x#?bbox=…`. */
function splitQuery(raw: string): { path: string; query: string } {
  const hash = raw.indexOf('#');
  const mark = raw.indexOf('?', hash < 0 ? 0 : hash);
  if (mark < 0) return { path: raw, query: '' };
  const path = raw.slice(0, mark).replace(/#$/, '');
  return { path, query: raw.slice(mark + 1) };
}

/** The named route of a raw path (path, hash and query); throws « Bad matching raw route ». */
export function matchRawRoute(raw: string): MatchedRoute {
  const { path, query } = splitQuery(raw);
  for (const c of COMPILED) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    const rawParams: Record<string, string> = {};
    c.names.forEach((name, i) => {
      rawParams[name] = m[i + 1] ?? '';
      params[name] = decode(rawParams[name]);
    });
    return { table: c.table, name: c.name, route: c.route, params, rawParams, query };
  }
  throw new Error('Bad matching raw route');
}

/** Where back navigation leads from a raw path (§2): a path, the browser's back, or home. */
export type BackTarget = { kind: 'path'; path: string } | { kind: 'browser' };

/**
 * The back target of `raw`: its route's `back` built with its parameters and query (a POI back
 * to its search or rubric, a roadbook back to its route…), the browser's back where the route
 * says so, home when the route names none or the path matches no route.
 */
export function backTarget(raw: string): BackTarget {
  let matched: MatchedRoute;
  try {
    matched = matchRawRoute(raw);
  } catch {
    return { kind: 'path', path: '/' };
  }
  const { back } = matched.route;
  if (back === 'browser') return { kind: 'browser' };
  const table: Record<string, RouteDef> = ROUTE_TABLES[matched.table];
  const target = back === undefined ? undefined : table[back];
  if (!target) return { kind: 'path', path: '/' };
  const path = buildPath(target, matched.params);
  if (!matched.query) return { kind: 'path', path };
  return { kind: 'path', path: `${path}${path.includes('#') ? '?' : '#?'}${matched.query}` };
}
