/**
 * Loader of the national fuel-prices file of prix-carburants.gouv.fr (`PrixCarburants_instantane
 * .xml` in a zip, ISO-8859-1): every station with its id, coordinates (degrees × 100000 in the
 * file), address, postcode, town, road type (R road, A motorway), prices per fuel with their
 * update time, ruptures, services and opening hours. Shared by the places stage (stations and
 * prices tables), the search index and the POI fuel cards.
 */
import { readFile } from 'node:fs/promises';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import { SOURCE_FUEL_NAMES, type FuelId } from '../../src/domain/itinerary/fuels';
import type { FuelOpeningDay } from '../../artefacts/fuel';

/** Name of the XML inside the zip. */
export const FUEL_PRICES_XML = 'PrixCarburants_instantane.xml';

/** Divisor of the file's coordinates. */
export const FUEL_COORDINATE_SCALE = 100_000;

/** One price of a station. */
export interface FuelStationPrice {
  /** Périple's fuel id, `undefined` for a fuel name the app does not know. */
  fuel: FuelId | undefined;
  /** The file's fuel name (Gazole, SP95, SP98, E10, E85, GPLc). */
  sourceName: string;
  sourceId: string;
  /** Euros per litre. */
  price: number;
  /** Local time of the last update, YYYY-MM-DDTHH:MM:SS. */
  updatedAt: string | null;
}

/** A fuel out of stock at a station. */
export interface FuelRupture {
  fuel: FuelId | undefined;
  sourceName: string;
  sourceId: string;
  startedAt: string | null;
  endedAt: string | null;
  /** temporaire or definitive when the file says it. */
  type: string | null;
}

/** A fuel station of the file. */
export interface FuelStation {
  id: string;
  /** WGS84, `null` when the file has none or a bad one. */
  lng: number | null;
  lat: number | null;
  address: string;
  postcode: string;
  town: string;
  /** R (road), A (motorway), N… as in the file. */
  roadType: string;
  automate24: boolean;
  openingHours: FuelOpeningDay[];
  services: string[];
  prices: FuelStationPrice[];
  ruptures: FuelRupture[];
}

type XmlNode = Record<string, unknown>;

const ARRAY_TAGS = new Set(['pdv', 'prix', 'rupture', 'service', 'jour', 'horaire']);

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return text(value['#text']);
  return '';
}

function nodes(value: unknown): XmlNode[] {
  if (Array.isArray(value)) return value.filter((v): v is XmlNode => !!v && typeof v === 'object');
  return value && typeof value === 'object' ? [value as XmlNode] : [];
}

/** `2020-08-23 08:06:30` → `2020-08-23T08:06:30`; empty → null. */
export function fuelTimestamp(value: unknown): string | null {
  const t = text(value);
  return t ? t.replace(' ', 'T') : null;
}

/** A coordinate of the file (degrees × 100000), `null` when absent or out of range. */
export function fuelCoordinate(value: unknown, limit: number): number | null {
  const t = text(value);
  if (!t) return null;
  const v = Number(t) / FUEL_COORDINATE_SCALE;
  return Number.isFinite(v) && v !== 0 && Math.abs(v) <= limit ? v : null;
}

function readPrice(node: XmlNode): FuelStationPrice | undefined {
  const price = Number(text(node.valeur));
  if (!Number.isFinite(price) || price <= 0) return undefined;
  const sourceName = text(node.nom);
  return {
    fuel: SOURCE_FUEL_NAMES[sourceName],
    sourceName,
    sourceId: text(node.id),
    // Some files write thousandths of a euro (1339 for 1.339 €).
    price: price > 20 ? price / 1000 : price,
    updatedAt: fuelTimestamp(node.maj),
  };
}

function readRupture(node: XmlNode): FuelRupture {
  const sourceName = text(node.nom);
  return {
    fuel: SOURCE_FUEL_NAMES[sourceName],
    sourceName,
    sourceId: text(node.id),
    startedAt: fuelTimestamp(node.debut),
    endedAt: fuelTimestamp(node.fin),
    type: text(node.type) || null,
  };
}

function readDay(node: XmlNode): FuelOpeningDay {
  return {
    day: Number(text(node.id)),
    name: text(node.nom),
    closed: text(node.ferme) === '1',
    hours: nodes(node.horaire).map((h) => ({
      opens: text(h.ouverture).replace('.', ':'),
      closes: text(h.fermeture).replace('.', ':'),
    })),
  };
}

/** Reads one `<pdv>` element. */
export function readStation(node: XmlNode): FuelStation {
  const horaires = nodes(node.horaires)[0];
  return {
    id: text(node.id),
    lng: fuelCoordinate(node.longitude, 180),
    lat: fuelCoordinate(node.latitude, 90),
    address: text(node.adresse),
    postcode: text(node.cp),
    town: text(node.ville),
    roadType: text(node.pop),
    automate24: text(horaires?.['automate-24-24']) === '1',
    openingHours: nodes(horaires?.jour).map(readDay),
    services: nodes(node.services).flatMap((s) =>
      (Array.isArray(s.service) ? s.service : [s.service]).map(text).filter(Boolean),
    ),
    prices: nodes(node.prix)
      .map(readPrice)
      .filter((p): p is FuelStationPrice => !!p),
    ruptures: nodes(node.rupture).map(readRupture),
  };
}

/** Parses the XML text of the file. */
export function parseFuelPricesXml(xml: string): FuelStation[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    parseTagValue: false,
    isArray: (name) => ARRAY_TAGS.has(name),
  });
  const doc = parser.parse(xml) as { pdv_liste?: { pdv?: unknown } };
  return nodes(doc.pdv_liste?.pdv).map(readStation);
}

/** Reads the stations of a zip (or a bare XML file) of prix-carburants.gouv.fr. */
export async function loadFuelStations(path: string): Promise<FuelStation[]> {
  const bytes = new Uint8Array(await readFile(path));
  let xml = bytes;
  if (path.toLowerCase().endsWith('.zip')) {
    const files = unzipSync(bytes, { filter: (f) => f.name.toLowerCase().endsWith('.xml') });
    const entry = files[FUEL_PRICES_XML] ?? Object.values(files)[0];
    if (!entry) throw new Error(`${path}: no XML file in the zip`);
    xml = entry;
  }
  return parseFuelPricesXml(new TextDecoder('latin1').decode(xml));
}
