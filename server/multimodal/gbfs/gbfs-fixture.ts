/**
 * A GBFS v2.3 system written for the tests (there is no real GBFS file in the shared data): a
 * docked bike-sharing system with three stations in Monaco (one empty) and free-floating
 * electric scooters, vehicle types and a pricing plan, served by a local HTTP server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const envelope = (data: unknown, ttl = 60) => ({
  last_updated: 1_768_464_000,
  ttl,
  version: '2.3',
  data,
});

const FEEDS = [
  'system_information',
  'station_information',
  'station_status',
  'free_bike_status',
  'vehicle_types',
  'system_pricing_plans',
];

/** Three stations: one empty near Fontvieille, one with bikes, one near the Casino. */
function stationDocuments() {
  const stations: [string, string, number, number, number, number][] = [
    ['empty', 'Rue de la Lüjerneta', 43.7279, 7.4155, 0, 10],
    ['stade', 'Stade Louis II', 43.729, 7.4172, 4, 8],
    ['casino', 'Casino', 43.739, 7.427, 2, 10],
  ];
  return {
    station_information: envelope({
      stations: stations.map(([id, name, lat, lon]) => ({
        station_id: id,
        name,
        lat,
        lon,
        capacity: 12,
      })),
    }),
    station_status: envelope({
      stations: stations.map(([id, , , , bikes, docks]) => ({
        station_id: id,
        num_bikes_available: bikes,
        num_docks_available: docks,
        is_installed: true,
        is_renting: true,
        is_returning: true,
        last_reported: 1_768_464_000,
        vehicle_types_available: [{ vehicle_type_id: 'bike', count: bikes }],
      })),
    }),
  };
}

/** Two free-floating scooters near Fontvieille (one reserved), their types and prices. */
function vehicleDocuments() {
  const scooter = (id: string, lat: number, lon: number, reserved: boolean) => ({
    bike_id: id,
    lat,
    lon,
    is_reserved: reserved,
    is_disabled: false,
    vehicle_type_id: 'scooter',
  });
  const plan = (id: string, name: string, rate: number) => ({
    plan_id: id,
    name,
    currency: 'EUR',
    price: 1,
    is_taxable: false,
    description: `1 € puis ${rate} €/min`,
    per_min_pricing: [{ start: 0, rate, interval: 1 }],
  });
  return {
    free_bike_status: envelope({
      bikes: [scooter('s1', 43.7287, 7.4165, false), scooter('s2', 43.7286, 7.4163, true)],
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
          name: 'Trottinette MonaBike',
          default_pricing_plan_id: 'scooter-plan',
        },
      ],
    }),
    system_pricing_plans: envelope({
      plans: [plan('bike-plan', 'Vélo', 0.15), plan('scooter-plan', 'Trottinette', 0.25)],
    }),
  };
}

/** The documents of the test system by feed name (`base` is the server's URL). */
export function gbfsDocuments(base: string): Record<string, unknown> {
  return {
    gbfs: envelope({ fr: { feeds: FEEDS.map((name) => ({ name, url: `${base}/${name}.json` })) } }),
    system_information: envelope({
      system_id: 'monaco-test',
      language: 'fr',
      name: 'MonaBike test',
      timezone: 'Europe/Monaco',
    }),
    ...stationDocuments(),
    ...vehicleDocuments(),
  };
}

/** A running test server: its gbfs.json URL, the paths it served, and how to stop it. */
export interface GbfsTestServer {
  url: string;
  base: string;
  requests: string[];
  /** Replace or delete a document (to serve an invalid one, or none: a 404). */
  documents: Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * Serves a test system on 127.0.0.1 (an ephemeral port): `documents` gives its documents by
 * feed name from the server's URL (the GBFS 2.3 system by default); any other path is a 404.
 */
export async function startGbfsServer(
  documents: (base: string) => Record<string, unknown> = gbfsDocuments,
): Promise<GbfsTestServer> {
  const requests: string[] = [];
  const state: { documents: Record<string, unknown> } = { documents: {} };
  const server: Server = createServer((req, res) => {
    const name = (req.url ?? '').replace(/^\//, '').replace(/\.json$/, '');
    requests.push(name);
    const doc = state.documents[name];
    if (doc === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(doc));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.documents = documents(base);
  return {
    url: `${base}/gbfs.json`,
    base,
    requests,
    get documents() {
      return state.documents;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
