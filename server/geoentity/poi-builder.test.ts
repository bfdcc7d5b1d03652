import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUEL_LINK_SCHEMA } from '../../pipeline/stages/places/fuel-osm-links';
import { FUEL_SCHEMA } from '../../pipeline/stages/places/fuel-tables';
import { PLACES_SCHEMA } from '../../pipeline/stages/places/schema';
import { fuelPriceText } from '../../src/domain/geoentity';
import type { EntryRow } from '../search/entry-row';
import { GeoentityStore } from './geoentity-store';
import { buildPoi, ListPoiCache } from './poi-builder';
import { streetCase } from '../../src/domain/street-case';

/** A weekday at 10:00 in Paris. */
const NOW = new Date('2026-03-03T09:00:00Z');

const BASE_ROW: EntryRow = {
  id: 1,
  kind: 'poi',
  level: 'poi',
  name: 'Station-service',
  housenumber: null,
  street: '77 AVENUE DU 3 SEPTEMBRE',
  named_place: null,
  postcode: '06320',
  lng: 7.3977,
  lat: 43.7231,
  west: null,
  south: null,
  east: null,
  north: null,
  rubric_id: 'station-service',
  chain_id: null,
  brand: null,
  source: 'prix-carburants',
  source_id: 'carburant-6320099',
  town: "Cap-d'Ail",
  towncode: '06032',
  postcodes: '06320',
  department_code: '06',
  department_label: 'Alpes-Maritimes',
  region_code: '93',
  region_label: "Provence-Alpes-Côte d'Azur",
  country_code: '250',
  country_label: 'France',
  estimated: 0,
};

const RESTAURANT: EntryRow = {
  ...BASE_ROW,
  id: 2,
  name: 'Chez Test',
  street: 'Rue Grimaldi',
  housenumber: '3',
  postcode: '98000',
  rubric_id: 'restaurant',
  source: 'osm',
  source_id: 'osm-n42',
  town: 'Monaco',
};

let dir: string;
let store: GeoentityStore;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'periple-poi-builder-'));
  const file = join(dir, 'places.sqlite');
  const db = new Database(file);
  db.exec(PLACES_SCHEMA + FUEL_SCHEMA + FUEL_LINK_SCHEMA);
  const closedWeek = Array.from({ length: 7 }, (_, i) => ({
    day: i + 1,
    name: '',
    closed: true,
    hours: [],
  }));
  db.prepare('INSERT INTO fuel_station VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    6320099,
    7.3977,
    43.7231,
    '77 AVENUE DU 3 SEPTEMBRE',
    '06320',
    "Cap-d'Ail",
    'R',
    1,
    JSON.stringify(closedWeek),
    JSON.stringify(['Boutique alimentaire']),
  );
  const price = db.prepare('INSERT INTO fuel_price VALUES (?, ?, ?, ?, ?)');
  price.run(6320099, 'B7', 'Gazole', 1.356, '2020-08-25T00:01:00');
  price.run(6320099, 'E10', 'E10', 1.405, '2020-08-24T10:00:00');
  const rupture = db.prepare('INSERT INTO fuel_rupture VALUES (?, ?, ?, ?, ?, ?)');
  rupture.run(6320099, 'E10', 'E10', '2020-08-24T12:00:00', null, 'temporaire');
  rupture.run(6320099, 'E5_SP98', 'SP98', '2020-08-20T12:00:00', '', 'temporaire');
  // An ended rupture does not count.
  rupture.run(6320099, 'B7', 'Gazole', '2020-08-01T12:00:00', '2020-08-02T12:00:00', 'temporaire');
  db.prepare(
    'INSERT INTO poi (osm_id, name, category, brand, tags, lng, lat) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    'n42',
    'Chez Test',
    'amenity=restaurant',
    null,
    JSON.stringify({ opening_hours: 'tous les jours sauf lundi', phone: '+377 93 00 00 00' }),
    7.42,
    43.73,
  );
  db.prepare(
    'INSERT INTO poi (osm_id, name, category, brand, tags, lng, lat) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    'n43',
    'Chez Semaine',
    'amenity=restaurant',
    null,
    JSON.stringify({ opening_hours: 'Mo-Sa 12:00-14:00' }),
    7.42,
    43.73,
  );
  db.close();
  store = new GeoentityStore(file);
});

afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const options = { now: NOW, lang: 'fr' as const, appId: 'carburants' };

describe('a fuel station of the national file', () => {
  it("marks a fuel in rupture unavailable: the card shows 'Rupture', '-' without a price", () => {
    const poi = buildPoi(BASE_ROW, { ...options, store, sheet: true });
    const fuels = poi.additionalInfo.fuels!;
    expect(fuels.map((f) => [f.id, f.price, f.available])).toEqual([
      ['B7', 1.356, true],
      ['E10', 1.405, false],
      ['E5_SP98', null, false],
    ]);
    expect(fuels.map((f) => fuelPriceText(f))).toEqual(['1,356 €', 'Rupture', 'Rupture']);
    expect(poi.additionalInfo).toMatchObject({
      fuelsLastUpdate: '2020-08-25T00:01:00',
      services: ['Boutique alimentaire'],
      automate24: true,
      appId: 'carburants',
    });
    const infos = poi.tabs.find((t) => t.id === 'infos')!;
    expect(infos.blocks?.[1]?.context).toContainEqual({ label: 'SP95-E10', value: 'Rupture' });
  });

  it('gives the departmentCode of the postcode and recases a street written in capitals', () => {
    const poi = buildPoi(BASE_ROW, { ...options, store, sheet: false });
    expect(poi).toMatchObject({
      departmentCode: '06',
      pCode: '06320',
      way: '77 Avenue du 3 Septembre',
      addressLabel: "77 Avenue du 3 Septembre, 06320 Cap-d'Ail",
      split_label: ['Station-service', "77 Avenue du 3 Septembre, 06320 Cap-d'Ail"],
    });
    // An unknown week of the file (every day closed) is no opening hours at all.
    expect(poi.openingHours).toBeUndefined();
    expect(poi.tabs.map((t) => t.id)).toEqual(['infos']);
  });
});

describe('a malformed opening_hours value', () => {
  it('is kept as text without a week or a status, in the sheet and in lists', () => {
    const sheet = buildPoi(RESTAURANT, { ...options, store, sheet: true });
    expect(sheet.openingHours).toEqual({ raw: 'tous les jours sauf lundi', valid: false });
    expect(sheet.openingStatus).toBeUndefined();
    const hours = sheet.tabs.find((t) => t.id === 'horaires')!;
    const someTitle: unknown = expect.any(String);
    expect(hours.blocks).toEqual([
      {
        title: someTitle,
        context: [{ label: '', value: 'tous les jours sauf lundi' }],
      },
    ]);
    const item = new ListPoiCache().poi(RESTAURANT, { ...options, store });
    expect(item.openingHours).toEqual({ raw: 'tous les jours sauf lundi', valid: false });
    expect(item.openingStatus).toBeUndefined();
    expect(item.phone).toBe('+377 93 00 00 00');
  });
});

describe('a valid opening_hours value', () => {
  it('lists the week from today, today marked on its first line only', () => {
    const row = { ...RESTAURANT, id: 3, name: 'Chez Semaine', source_id: 'osm-n43' };
    const sheet = buildPoi(row, { ...options, store, sheet: true });
    const lines = sheet.tabs.find((t) => t.id === 'horaires')!.blocks![0]!.context;
    expect(lines).toHaveLength(7);
    expect(lines.filter((l) => l.today)).toEqual([lines[0]]);
    const today = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'Europe/Paris' });
    expect(lines[0]!.label.toLowerCase()).toBe(today.format(NOW));
  });
});

describe('street capitalisation', () => {
  it('recases streets written in capitals only', () => {
    expect(streetCase('77 AVENUE DU 3 SEPTEMBRE')).toBe('77 Avenue du 3 Septembre');
    expect(streetCase("ROUTE D'ITALIE")).toBe("Route d'Italie");
    expect(streetCase("L'ESCARÈNE")).toBe("L'Escarène");
    expect(streetCase('AUTOROUTE A8 / BP 102 (4391808)')).toBe('Autoroute A8 / BP 102 (4391808)');
    expect(streetCase('AVENUE JEAN-BAPTISTE SUR LA PLAGE')).toBe(
      'Avenue Jean-Baptiste sur la Plage',
    );
    expect(streetCase('BOULEVARD PIE XII')).toBe('Boulevard Pie XII');
    expect(streetCase('QUAI ANTOINE 1ER')).toBe('Quai Antoine 1er');
    expect(streetCase('RUE DU 4E ZOUAVES')).toBe('Rue du 4e Zouaves');
    expect(streetCase('96 avenue Prince Rainier III')).toBe('96 avenue Prince Rainier III');
    expect(streetCase('')).toBe('');
  });
});
