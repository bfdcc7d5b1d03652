/** Records of a GTFS feed once read and validated (times in seconds after service-day noon − 12 h). */

/** A stop or station of stops.txt. */
export interface GtfsStop {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** 0 stop/platform, 1 station, 2 entrance, 3 generic node, 4 boarding area. */
  locationType: number;
  parent: string | undefined;
}

/** An operator of agency.txt, with http(s) addresses only. */
export interface GtfsAgency {
  /** Empty in a feed of one agency that names none. */
  id: string;
  name: string;
  /** Its site (timetables). */
  url: string;
  /** Where tickets are bought online, when the feed says. */
  fareUrl?: string | undefined;
}

/** A line of routes.txt. */
export interface GtfsRoute {
  id: string;
  agencyId: string;
  shortName: string;
  longName: string;
  type: number;
  /** Six hex digits, no '#'. */
  color: string;
  textColor: string;
}

/** A trip of trips.txt. */
export interface GtfsTrip {
  id: string;
  routeId: string;
  serviceId: string;
  headsign: string;
  shapeId: string | undefined;
}

/** One stop of a trip; times are seconds from the service day's midnight (may exceed 24 h). */
export interface GtfsStopTime {
  stopId: string;
  sequence: number;
  arrival: number | undefined;
  departure: number | undefined;
  /** 1 = no pickup (cannot board). */
  pickup: number;
  /** 1 = no drop-off (cannot alight). */
  dropOff: number;
}

/** A weekly service of calendar.txt; dates as days since 1970-01-01. */
export interface GtfsCalendar {
  serviceId: string;
  /** Monday first. */
  weekdays: readonly boolean[];
  start: number;
  end: number;
}

/** An exception of calendar_dates.txt. */
export interface GtfsCalendarDate {
  serviceId: string;
  date: number;
  /** 1 added, 2 removed. */
  type: 1 | 2;
}

/** A headway-based trip of frequencies.txt. */
export interface GtfsFrequency {
  tripId: string;
  start: number;
  end: number;
  headway: number;
}

/** A transfer of transfers.txt. */
export interface GtfsTransfer {
  from: string;
  to: string;
  type: number;
  minTime: number | undefined;
}

/** What was read from one file: rows, rejected rows and why. */
export interface FileReport {
  file: string;
  rows: number;
  rejected: number;
  reasons: Record<string, number>;
  /** Up to five rejected rows (line 0 and a trip id for a trip rejected as a whole). */
  examples: { line: number; reason: string; tripId?: string }[];
  /** What was noticed once for the whole file (encoding, missing header or column). */
  notes: string[];
}

/** The validation report of a feed. */
export interface FeedReport {
  id: string;
  files: FileReport[];
  missingFiles: string[];
  /** First and last service day (YYYY-MM-DD), null without any service. */
  validity: { start: string; end: string } | null;
}

/** A whole feed, validated. */
export interface GtfsFeed {
  id: string;
  agencies: GtfsAgency[];
  stops: GtfsStop[];
  routes: GtfsRoute[];
  trips: GtfsTrip[];
  stopTimes: Map<string, GtfsStopTime[]>;
  calendars: GtfsCalendar[];
  calendarDates: GtfsCalendarDate[];
  frequencies: GtfsFrequency[];
  shapes: Map<string, [number, number][]>;
  transfers: GtfsTransfer[];
  report: FeedReport;
}
