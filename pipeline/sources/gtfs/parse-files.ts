import { readCsv } from './csv';
import type { FileReporter } from './fields';
import { parseColor, parseGtfsDate, parseGtfsTime } from './fields';
import type {
  GtfsCalendar,
  GtfsCalendarDate,
  GtfsFrequency,
  GtfsRoute,
  GtfsStop,
  GtfsStopTime,
  GtfsTransfer,
  GtfsTrip,
} from './types';

/** Default colours by GTFS route type when routes.txt gives none. */
const TYPE_COLORS: Readonly<Record<number, string>> = {
  0: 'E2001A',
  1: '0064B0',
  2: '6E6E6E',
  3: '0A7ABF',
  4: '1E90FF',
};

/** Extended route types (100–1700) folded to the basic ones. */
export function basicRouteType(type: number): number {
  if (type < 100) return type;
  if (type < 200) return 2;
  if (type < 400) return type >= 300 ? 2 : 3;
  if (type < 500) return 1;
  if (type < 600) return 1;
  if (type >= 700 && type < 800) return 3;
  if (type >= 900 && type < 1000) return 0;
  if (type >= 1000 && type < 1100) return 4;
  if (type >= 1300 && type < 1400) return 6;
  return 3;
}

/** stops.txt: every stop needs an id and, unless it is a generic node, valid coordinates. */
export function parseStops(text: string, r: FileReporter): GtfsStop[] {
  const out: GtfsStop[] = [];
  const seen = new Set<string>();
  for (const row of readCsv(text)) {
    r.row();
    const id = row.get('stop_id');
    const locationType = Number(row.get('location_type') || '0');
    const lat = Number(row.get('stop_lat'));
    const lon = Number(row.get('stop_lon'));
    if (!id) r.reject(row.line, 'missing stop_id');
    else if (seen.has(id)) r.reject(row.line, 'duplicate stop_id (the first row is kept)');
    else if (![0, 1, 2, 3, 4].includes(locationType)) r.reject(row.line, 'invalid location_type');
    else if (
      locationType <= 2 &&
      (!Number.isFinite(lat) ||
        !Number.isFinite(lon) ||
        Math.abs(lat) > 90 ||
        Math.abs(lon) > 180 ||
        (lat === 0 && lon === 0))
    )
      r.reject(row.line, 'invalid coordinates');
    else if (seen.add(id))
      out.push({
        id,
        name: row.get('stop_name') || id,
        lat,
        lon,
        locationType,
        parent: row.get('parent_station') || undefined,
      });
  }
  return out;
}

/** routes.txt: id and a known route type; colours default by type. */
export function parseRoutes(text: string, r: FileReporter): GtfsRoute[] {
  const out: GtfsRoute[] = [];
  const seen = new Set<string>();
  for (const row of readCsv(text)) {
    r.row();
    const id = row.get('route_id');
    const type = Number(row.get('route_type'));
    if (!id) r.reject(row.line, 'missing route_id');
    else if (seen.has(id)) r.reject(row.line, 'duplicate route_id (the first row is kept)');
    else if (!Number.isInteger(type) || type < 0) r.reject(row.line, 'invalid route_type');
    else {
      seen.add(id);
      const basic = basicRouteType(type);
      out.push({
        id,
        agencyId: row.get('agency_id'),
        shortName: row.get('route_short_name'),
        longName: row.get('route_long_name'),
        type: basic,
        color: parseColor(row.get('route_color'), TYPE_COLORS[basic] ?? '0A7ABF'),
        textColor: parseColor(row.get('route_text_color'), 'FFFFFF'),
      });
    }
  }
  return out;
}

/** trips.txt: a new id, a known route, a service that calendar or calendar_dates defines. */
export function parseTrips(
  text: string,
  r: FileReporter,
  known: { routes: ReadonlySet<string>; services: ReadonlySet<string> },
): GtfsTrip[] {
  const out: GtfsTrip[] = [];
  const seen = new Set<string>();
  for (const row of readCsv(text)) {
    r.row();
    const id = row.get('trip_id');
    const routeId = row.get('route_id');
    const serviceId = row.get('service_id');
    if (!id) r.reject(row.line, 'missing trip_id');
    else if (seen.has(id)) r.reject(row.line, 'duplicate trip_id (the first row is kept)');
    else if (!known.routes.has(routeId)) r.reject(row.line, 'unknown route_id');
    else if (!serviceId) r.reject(row.line, 'missing service_id');
    else if (!known.services.has(serviceId))
      r.reject(row.line, 'service_id in neither calendar.txt nor calendar_dates.txt');
    else if (seen.add(id))
      out.push({
        id,
        routeId,
        serviceId,
        headsign: row.get('trip_headsign'),
        shapeId: row.get('shape_id') || undefined,
      });
  }
  return out;
}

/** stop_times.txt grouped by trip: known trip and stop, valid sequence and times. */
export function parseStopTimes(
  text: string,
  r: FileReporter,
  known: { trips: ReadonlySet<string>; stops: ReadonlySet<string> },
): Map<string, GtfsStopTime[]> {
  const byTrip = new Map<string, GtfsStopTime[]>();
  for (const row of readCsv(text)) {
    r.row();
    const tripId = row.get('trip_id');
    const stopId = row.get('stop_id');
    const sequence = Number(row.get('stop_sequence'));
    let arrival = parseGtfsTime(row.get('arrival_time'));
    let departure = parseGtfsTime(row.get('departure_time'));
    if (!known.trips.has(tripId)) r.reject(row.line, 'unknown trip_id');
    else if (!stopId && (row.get('location_id') || row.get('location_group_id')))
      r.reject(row.line, 'GTFS-Flex stop time (a zone, not a stop): skipped');
    else if (!known.stops.has(stopId)) r.reject(row.line, 'unknown stop_id');
    else if (!Number.isInteger(sequence) || sequence < 0)
      r.reject(row.line, 'invalid stop_sequence');
    else if (Number.isNaN(arrival) || Number.isNaN(departure)) r.reject(row.line, 'invalid time');
    else {
      arrival ??= departure;
      departure ??= arrival;
      const list = byTrip.get(tripId) ?? [];
      if (list.length === 0) byTrip.set(tripId, list);
      const pickup = Number(row.get('pickup_type') || '0');
      const dropOff = Number(row.get('drop_off_type') || '0');
      list.push({ stopId, sequence, arrival, departure, pickup, dropOff });
    }
  }
  return byTrip;
}

/** calendar.txt: a service id, seven 0/1 days, valid start ≤ end dates. */
export function parseCalendar(text: string, r: FileReporter): GtfsCalendar[] {
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const out: GtfsCalendar[] = [];
  for (const row of readCsv(text)) {
    r.row();
    const serviceId = row.get('service_id');
    const flags = days.map((d) => row.get(d));
    const start = parseGtfsDate(row.get('start_date'));
    const end = parseGtfsDate(row.get('end_date'));
    if (!serviceId) r.reject(row.line, 'missing service_id');
    else if (flags.some((f) => f !== '0' && f !== '1')) r.reject(row.line, 'invalid weekday flag');
    else if (Number.isNaN(start) || Number.isNaN(end) || end < start)
      r.reject(row.line, 'invalid dates');
    else out.push({ serviceId, weekdays: flags.map((f) => f === '1'), start, end });
  }
  return out;
}

/** calendar_dates.txt: a service id, a valid date, exception type 1 or 2. */
export function parseCalendarDates(text: string, r: FileReporter): GtfsCalendarDate[] {
  const out: GtfsCalendarDate[] = [];
  for (const row of readCsv(text)) {
    r.row();
    const serviceId = row.get('service_id');
    const date = parseGtfsDate(row.get('date'));
    const type = Number(row.get('exception_type'));
    if (!serviceId) r.reject(row.line, 'missing service_id');
    else if (Number.isNaN(date)) r.reject(row.line, 'invalid date');
    else if (type !== 1 && type !== 2) r.reject(row.line, 'invalid exception_type');
    else out.push({ serviceId, date, type });
  }
  return out;
}

/** frequencies.txt: known trip, start < end, positive headway. */
export function parseFrequencies(
  text: string,
  r: FileReporter,
  trips: ReadonlySet<string>,
): GtfsFrequency[] {
  const out: GtfsFrequency[] = [];
  for (const row of readCsv(text)) {
    r.row();
    const tripId = row.get('trip_id');
    const start = parseGtfsTime(row.get('start_time'));
    const end = parseGtfsTime(row.get('end_time'));
    const headway = Number(row.get('headway_secs'));
    if (!trips.has(tripId)) r.reject(row.line, 'unknown trip_id');
    else if (
      start === undefined ||
      end === undefined ||
      Number.isNaN(start) ||
      Number.isNaN(end) ||
      end <= start
    )
      r.reject(row.line, 'invalid time range');
    else if (!Number.isFinite(headway) || headway <= 0) r.reject(row.line, 'invalid headway_secs');
    else out.push({ tripId, start, end, headway });
  }
  return out;
}

/** shapes.txt as ordered [lon, lat] lines by shape id. */
export function parseShapes(text: string, r: FileReporter): Map<string, [number, number][]> {
  const points = new Map<string, { seq: number; p: [number, number] }[]>();
  for (const row of readCsv(text)) {
    r.row();
    const id = row.get('shape_id');
    const lat = Number(row.get('shape_pt_lat'));
    const lon = Number(row.get('shape_pt_lon'));
    const seq = Number(row.get('shape_pt_sequence'));
    if (!id) r.reject(row.line, 'missing shape_id');
    else if (
      !Number.isFinite(lat) ||
      !Number.isFinite(lon) ||
      Math.abs(lat) > 90 ||
      Math.abs(lon) > 180
    )
      r.reject(row.line, 'invalid coordinates');
    else if (!Number.isFinite(seq)) r.reject(row.line, 'invalid shape_pt_sequence');
    else {
      const list = points.get(id) ?? [];
      if (list.length === 0) points.set(id, list);
      list.push({ seq, p: [lon, lat] });
    }
  }
  return new Map(
    [...points].map(([id, list]) => [id, list.sort((a, b) => a.seq - b.seq).map((x) => x.p)]),
  );
}

/** transfers.txt between known stops. */
export function parseTransfers(
  text: string,
  r: FileReporter,
  stops: ReadonlySet<string>,
): GtfsTransfer[] {
  const out: GtfsTransfer[] = [];
  for (const row of readCsv(text)) {
    r.row();
    const from = row.get('from_stop_id');
    const to = row.get('to_stop_id');
    const type = Number(row.get('transfer_type') || '0');
    const min = row.get('min_transfer_time');
    if (!stops.has(from) || !stops.has(to)) r.reject(row.line, 'unknown stop');
    else if (![0, 1, 2, 3, 4, 5].includes(type)) r.reject(row.line, 'invalid transfer_type');
    else out.push({ from, to, type, minTime: min === '' ? undefined : Number(min) });
  }
  return out;
}
