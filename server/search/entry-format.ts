/**
 * Entry rows as the API's Address and POI objects (spec §3): two-line labels, the postcode rules
 * of §5 (departmentCode is the first two characters of the postcode), bbox and viewport, and the
 * contour when asked and known.
 */
import type { Address, BboxTuple, GeocodeLevel } from '../../src/domain/address';
import type { LngLat } from '../../src/domain/geo';
import { coordinateLabel } from '../../src/domain/itinerary/steps';
import { departmentCodeOfPostcode } from '../../src/domain/postcode';
import { RUBRICS_BY_ID } from '../../src/domain/poi-catalogue/rubrics';
import { OTHER_RUBRIC_ID, rubricLabel } from '../../src/domain/poi-catalogue/rubric-labels';
import type { Poi, PoiRubric } from '../../src/domain/search';
import { displayHousenumber } from '../../src/domain/search-text/normalise';
import type { EntryRow } from './entry-row';

/** Languages of the reverse geocoder's « Point sur la carte ». */
export type LabelLanguage = 'fr' | 'en' | 'nl';

/** What a point without a name is called, by language. */
export const POINT_ON_MAP: Readonly<Record<LabelLanguage, string>> = {
  fr: 'Point sur la carte',
  en: 'Point on the map',
  nl: 'Punt op de kaart',
};

/** The language of a `locale` parameter (fr-FR, fr-BE, nl-BE, en-GB…; fr by default). */
export function labelLanguage(locale: string | undefined): LabelLanguage {
  const l = (locale ?? '').toLowerCase();
  if (l.startsWith('en')) return 'en';
  if (l.startsWith('nl')) return 'nl';
  return 'fr';
}

const OTHER_RUBRIC: PoiRubric = {
  id: OTHER_RUBRIC_ID,
  label: rubricLabel(OTHER_RUBRIC_ID, 'fr-FR') ?? 'Lieu',
  segment: 'loisirs',
  icon: 'marker',
};

function postcodeOf(row: EntryRow): string | undefined {
  if (row.postcode) return row.postcode;
  const list = row.postcodes ? row.postcodes.split(',') : [];
  return list.length === 1 ? list[0] : undefined;
}

/**
 * The postcode a town of several is shown with: one of its own typed, other than its first
 * (« 75011 » → « Paris, 75011 Paris »). Its first is the one its page's address carries
 * (`/plan/grenoble-38000`): read back from it, the town looks as it did when chosen.
 */
function typedTownPostcode(list: readonly string[], typed: string | undefined): string | undefined {
  return typed && typed !== list[0] && list.includes(typed) ? typed : undefined;
}

/**
 * The postcode a town is shown with: its only one, else one typed (`typedTownPostcode`), else
 * none (Paris is not « 75001 Paris »).
 */
function townPostcode(row: EntryRow, typed: string | undefined): string | undefined {
  const list = row.postcodes ? row.postcodes.split(',') : [];
  return list.length > 1 ? typedTownPostcode(list, typed) : postcodeOf(row);
}

/**
 * The second line of a town: its postcode and département (« 69110 Rhône »); without a postcode,
 * its région when the département has its name (« Paris, Île-de-France », not « Paris, Paris »).
 */
function townContext(row: EntryRow, typed: string | undefined): string {
  const postcode = townPostcode(row, typed);
  const area =
    postcode || row.department_label !== row.name
      ? (row.department_label ?? row.country_label)
      : (row.region_label ?? row.department_label);
  return [postcode, area].filter(Boolean).join(' ');
}

function townLine(row: EntryRow): string {
  return [postcodeOf(row), row.town].filter(Boolean).join(' ');
}

function nameOf(row: EntryRow): string {
  if (row.housenumber && row.kind === 'address')
    return `${displayHousenumber(row.housenumber)} ${row.name}`;
  return row.name;
}

function splitLabel(row: EntryRow, typed: string | undefined): [string, string] {
  const name = nameOf(row);
  switch (row.level) {
    case 'country':
      return [name, ''];
    case 'admin_1':
      return [name, row.country_label ?? ''];
    case 'admin_7':
    case 'admin_2':
      return [
        name,
        [row.region_label, row.country_label].filter((x) => x && x !== name).join(', '),
      ];
    case 'town':
      return [name, townContext(row, typed)];
    default:
      return [name, townLine(row)];
  }
}

function boxOf(row: EntryRow): BboxTuple {
  if (row.west !== null && row.south !== null && row.east !== null && row.north !== null)
    return [row.west, row.south, row.east, row.north];
  return aroundPoint(row.lng, row.lat, 40);
}

/** A box of `metres` around a point. */
export function aroundPoint(lng: number, lat: number, metres: number): BboxTuple {
  const dLat = metres / 111_320;
  const dLng = dLat / Math.max(0.1, Math.cos((lat * Math.PI) / 180));
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
}

/** The view to show a box: padded by 15 %, at least 300 m wide. */
export function viewportOf(box: BboxTuple): BboxTuple {
  const [w, s, e, n] = box;
  const cx = (w + e) / 2;
  const cy = (s + n) / 2;
  const minHalfLat = 150 / 111_320;
  const minHalfLng = minHalfLat / Math.max(0.1, Math.cos((cy * Math.PI) / 180));
  const halfLng = Math.max(((e - w) / 2) * 1.15, minHalfLng);
  const halfLat = Math.max(((n - s) / 2) * 1.15, minHalfLat);
  return [cx - halfLng, cy - halfLat, cx + halfLng, cy + halfLat];
}

/** What the query named that an address is shown with. */
export interface TypedParts {
  /** The postcode typed, which a town of several is shown with. */
  typedPostcode?: string | undefined;
  /** The house number typed and found nowhere in the answer: a street says it lacks it. */
  missingHousenumber?: string | undefined;
}

/**
 * The number a street says it lacks: the one typed, unless the street's own name has it (« 14
 * juillet » names the Rue du 14 Juillet, no house 14).
 */
function missingOn(row: EntryRow, number: string | undefined): string | undefined {
  if (row.level !== 'way' || !number) return undefined;
  const digits = /^\d+/.exec(number)?.[0];
  if (digits && new RegExp(`(^|\\D)${digits}(\\D|$)`).test(row.name)) return undefined;
  return displayHousenumber(number);
}

/** An address entry as the API's Address (`contour`: its geometry, when asked and known). */
export function toAddress(
  row: EntryRow,
  options: TypedParts & { contour?: unknown } = {},
): Address {
  const typed = options.typedPostcode;
  const split = splitLabel(row, typed);
  const postcode =
    row.level === 'admin_7' || row.level === 'admin_1' || row.level === 'admin_2'
      ? undefined
      : (typedTownPostcode(
          row.postcodes?.split(',') ?? [],
          row.level === 'town' ? typed : undefined,
        ) ?? postcodeOf(row));
  const bbox = boxOf(row);
  const place =
    row.named_place ??
    (row.level === 'named_place' || row.level === 'hamlet' ? row.name : undefined);
  return {
    type: 'address',
    label: split.filter(Boolean).join(', '),
    split_label: split,
    name: split[0],
    named_place: place ?? undefined,
    postcode,
    postcodes: row.postcodes ? row.postcodes.split(',') : undefined,
    town: row.town || undefined,
    towncode: row.towncode ?? undefined,
    countryCode: row.country_code ?? '250',
    countryLabel: row.country_label ?? 'France',
    regionCode: row.region_code ?? undefined,
    regionLabel: row.region_label ?? undefined,
    departmentCode: departmentCodeOfPostcode(postcode) ?? row.department_code ?? undefined,
    departmentLabel: row.department_label ?? undefined,
    geocode_level: (row.level === 'poi' ? 'landmark' : row.level) as GeocodeLevel,
    missing_housenumber: missingOn(row, options.missingHousenumber),
    coordinates: { lng: row.lng, lat: row.lat },
    bbox,
    viewport: viewportOf(bbox),
    ...(options.contour ? { contour: options.contour } : {}),
    ...(row.estimated ? { estimated_position: true } : {}),
  };
}

/** A POI entry as the API's POI. */
export function toPoi(row: EntryRow): Poi {
  const rubric = row.rubric_id ? RUBRICS_BY_ID.get(row.rubric_id) : undefined;
  const postcode = postcodeOf(row);
  const street = row.street
    ? [row.housenumber ? displayHousenumber(row.housenumber) : '', row.street]
        .filter(Boolean)
        .join(' ')
    : '';
  const addressLabel = [street, townLine(row)].filter(Boolean).join(', ');
  return {
    id: row.source_id,
    type: 'poi',
    name: row.name,
    label: [row.name, row.town].filter(Boolean).join(', '),
    split_label: [row.name, addressLabel],
    rubric: rubric
      ? { id: rubric.id, label: rubric.label, segment: rubric.segment, icon: rubric.icon }
      : OTHER_RUBRIC,
    prov: row.source,
    brand: row.brand ?? undefined,
    store_chains_id: row.chain_id ?? undefined,
    way: street || undefined,
    town: row.town ?? undefined,
    townCode: row.towncode ?? undefined,
    pCode: postcode,
    regionCode: row.region_code ?? undefined,
    countryCode: row.country_code ?? '250',
    departmentCode: departmentCodeOfPostcode(postcode) ?? row.department_code ?? undefined,
    coordinates: { lng: row.lng, lat: row.lat },
    addressLabel: addressLabel || undefined,
  };
}

/**
 * A point no address, street or POI names (reverse geocoding): « Point sur la carte
 * (43,73110, 7,41970) » with the postcode and town of its area, at the point itself. Its level is
 * the spec's `unnamed_road`, the level of a point without a name.
 */
export function pointOnMap(options: {
  point: LngLat;
  area: EntryRow;
  language: LabelLanguage;
}): Address {
  const { point, area, language } = options;
  const name = `${POINT_ON_MAP[language]} (${coordinateLabel(point, language !== 'en')})`;
  const town = toAddress(area);
  const split: [string, string] = [name, townLine(area)];
  const bbox = aroundPoint(point.lng, point.lat, 40);
  return {
    ...town,
    label: split.filter(Boolean).join(', '),
    split_label: split,
    name,
    named_place: area.level === 'town' ? undefined : area.name,
    postcodes: undefined,
    postcode: postcodeOf(area),
    geocode_level: 'unnamed_road',
    coordinates: { lng: point.lng, lat: point.lat },
    bbox,
    viewport: viewportOf(bbox),
  };
}

/**
 * The parts of a query an answer's addresses are shown with: its postcode, and its house number
 * when no address point of the answer has it.
 */
export function typedParts(
  parsed: { postcode?: string | undefined; housenumber?: string | undefined },
  rows: readonly EntryRow[],
): TypedParts {
  const number = parsed.housenumber;
  const found = !!number && rows.some((r) => r.housenumber === number);
  return {
    typedPostcode: parsed.postcode,
    missingHousenumber: number && !found ? number : undefined,
  };
}
