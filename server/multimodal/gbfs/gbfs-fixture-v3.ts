/**
 * The test system of gbfs-fixture.ts written in GBFS 3.0 (gbfs.md of v3.0, MobilityData):
 * RFC 3339 timestamps, names as arrays of {text, language} (English listed before French, so
 * the reader's French preference shows), one flat list of feeds in gbfs.json, vehicle_status
 * with `vehicles` and `num_vehicles_available` at the stations. Served by `startGbfsServer`.
 */

const UPDATED = '2026-01-15T08:00:00+01:00';

const envelope = (data: unknown, ttl = 60) => ({
  last_updated: UPDATED,
  ttl,
  version: '3.0',
  data,
});

/** A localised string in English and French. */
const texts = (en: string, fr: string) => [
  { text: en, language: 'en' },
  { text: fr, language: 'fr' },
];

/** The feeds gbfs.json lists (vehicle_status replaces free_bike_status in 3.0). */
export const FEEDS_V3 = [
  'system_information',
  'station_information',
  'station_status',
  'vehicle_status',
  'vehicle_types',
  'system_pricing_plans',
];

const STATIONS: [string, string, number, number, number, number][] = [
  ['empty', 'Rue de la Lüjerneta', 43.7279, 7.4155, 0, 10],
  ['stade', 'Stade Louis II', 43.729, 7.4172, 4, 8],
  ['casino', 'Casino', 43.739, 7.427, 2, 10],
];

function stationDocuments() {
  return {
    station_information: envelope({
      stations: STATIONS.map(([id, name, lat, lon]) => ({
        station_id: id,
        name: texts(`${name} (EN)`, name),
        lat,
        lon,
        capacity: 12,
      })),
    }),
    station_status: envelope({
      stations: STATIONS.map(([id, , , , bikes, docks]) => ({
        station_id: id,
        num_vehicles_available: bikes,
        vehicle_types_available: [{ vehicle_type_id: 'bike', count: bikes }],
        num_docks_available: docks,
        is_installed: true,
        is_renting: true,
        is_returning: true,
        last_reported: UPDATED,
      })),
    }),
  };
}

function vehicleDocuments() {
  const scooter = (id: string, lat: number, lon: number, reserved: boolean) => ({
    vehicle_id: id,
    lat,
    lon,
    is_reserved: reserved,
    is_disabled: false,
    vehicle_type_id: 'scooter',
    last_reported: UPDATED,
    current_range_meters: 12000,
  });
  const plan = (id: string, en: string, fr: string, rate: number) => ({
    plan_id: id,
    name: texts(en, fr),
    currency: 'EUR',
    price: 1,
    is_taxable: false,
    description: texts(`€1 then €${rate}/min`, `1 € puis ${rate} €/min`),
    per_min_pricing: [{ start: 0, rate, interval: 1 }],
  });
  return {
    vehicle_status: envelope({
      vehicles: [scooter('s1', 43.7287, 7.4165, false), scooter('s2', 43.7286, 7.4163, true)],
    }),
    vehicle_types: envelope({
      vehicle_types: [
        {
          vehicle_type_id: 'bike',
          form_factor: 'bicycle',
          propulsion_type: 'human',
          default_pricing_plan_id: 'bike-plan',
        },
        {
          vehicle_type_id: 'scooter',
          form_factor: 'scooter_standing',
          propulsion_type: 'electric',
          max_range_meters: 30000,
          name: texts('MonaBike scooter', 'Trottinette MonaBike'),
          default_pricing_plan_id: 'scooter-plan',
        },
      ],
    }),
    system_pricing_plans: envelope({
      plans: [
        plan('bike-plan', 'Bike', 'Vélo', 0.15),
        plan('scooter-plan', 'Scooter', 'Trottinette', 0.25),
      ],
    }),
  };
}

/** The documents of the GBFS 3.0 test system by feed name (`base` is the server's URL). */
export function gbfsDocumentsV3(base: string): Record<string, unknown> {
  return {
    gbfs: envelope({ feeds: FEEDS_V3.map((name) => ({ name, url: `${base}/${name}.json` })) }, 0),
    system_information: envelope(
      {
        system_id: 'monaco-test',
        languages: ['en', 'fr'],
        name: texts('MonaBike test (EN)', 'MonaBike test'),
        operator: texts('MonaBike SAM', 'MonaBike SAM'),
        opening_hours: '24/7',
        feed_contact_email: 'gbfs@example.org',
        timezone: 'Europe/Monaco',
      },
      1800,
    ),
    ...stationDocuments(),
    ...vehicleDocuments(),
  };
}
