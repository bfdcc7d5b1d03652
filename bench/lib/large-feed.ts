/**
 * A synthetic GTFS feed of national size for the import bench: a grid of stops around Lyon,
 * lines crossing it, and enough trips for the requested stop times (weekday calendars plus a
 * calendar_dates exception list, as large operators ship them).
 */
import { writeFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';

/** Writes the feed to `path`; returns its stop-time count. */
export function writeLargeFeed(path: string, options: { stopTimes: number }): number {
  const stopsPerTrip = 60;
  const lines = 300;
  const side = 60;
  const stops = ['stop_id,stop_name,stop_lat,stop_lon'];
  for (let i = 0; i < side * side; i++)
    stops.push(
      `S${i},Arrêt ${i},${(45.7 + Math.floor(i / side) * 0.004).toFixed(5)},${(4.8 + (i % side) * 0.004).toFixed(5)}`,
    );
  const routes = ['route_id,route_short_name,route_type'];
  for (let r = 0; r < lines; r++) routes.push(`L${r},${r + 1},3`);
  const trips = ['route_id,service_id,trip_id'];
  const times = ['trip_id,arrival_time,departure_time,stop_id,stop_sequence'];
  const tripCount = Math.ceil(options.stopTimes / stopsPerTrip);
  for (let t = 0; t < tripCount; t++) {
    const route = t % lines;
    trips.push(`L${route},${t % 2 ? 'WK' : 'WE'},T${t}`);
    const start = 5 * 3600 + ((t * 37) % (17 * 3600));
    const row = route % side;
    for (let k = 0; k < stopsPerTrip; k++) {
      const s = route % 2 ? row * side + k : k * side + row;
      const time = start + k * 90;
      const hms = `${String(Math.floor(time / 3600)).padStart(2, '0')}:${String(Math.floor(time / 60) % 60).padStart(2, '0')}:${String(time % 60).padStart(2, '0')}`;
      times.push(`T${t},${hms},${hms},S${s},${k + 1}`);
    }
  }
  const dates = ['service_id,date,exception_type'];
  for (let d = 0; d < 365; d++) {
    const day = new Date(Date.UTC(2026, 0, 1) + d * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
    dates.push(`WK,${day},${d % 7 === 3 ? 2 : 1}`, `WE,${day},${d % 7 < 2 ? 1 : 2}`);
  }
  const files = {
    'agency.txt':
      'agency_id,agency_name,agency_url,agency_timezone\nA,Bench,https://example.org,Europe/Paris\n',
    'stops.txt': stops.join('\n'),
    'routes.txt': routes.join('\n'),
    'trips.txt': trips.join('\n'),
    'stop_times.txt': times.join('\n'),
    'calendar_dates.txt': dates.join('\n'),
  };
  const entries = Object.entries(files).map(([k, v]) => [k, strToU8(v)] as const);
  writeFileSync(path, zipSync(Object.fromEntries(entries), { level: 1 }));
  return tripCount * stopsPerTrip;
}
