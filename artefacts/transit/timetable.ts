/**
 * The in-memory timetable the RAPTOR router reads: stops, patterns (trips sharing a stop
 * sequence, sorted so that no trip overtakes another), stop times as flat typed arrays, service
 * days, stop → patterns index and footpaths. Written to and read from `timetable.bin`.
 */

/** The operator of a line (agency.txt): its name, site and ticket page. */
export interface TimetableAgency {
  name: string;
  url: string;
  fareUrl: string | null;
}

/** A line of the network (routes.txt), with its feed and operator. */
export interface TimetableRoute {
  id: string;
  feed: string;
  shortName: string;
  longName: string;
  /** Basic GTFS route type: 0 tram, 1 metro, 2 rail, 3 bus, 4 ferry… */
  type: number;
  color: string;
  textColor: string;
  /** Null when agency.txt has no usable row for it. */
  agency: TimetableAgency | null;
}

/** A feed of the timetable and its validity. */
export interface TimetableFeed {
  id: string;
  label: string;
  validity: { start: string; end: string } | null;
}

/** The typed arrays of a timetable. */
export interface TimetableArrays {
  stopLat: Float64Array;
  stopLon: Float64Array;
  /** Pattern → route index. */
  patternRoute: Int32Array;
  /** Pattern p's stops are patternStops[patternStopStart[p] .. patternStopStart[p+1]). */
  patternStopStart: Int32Array;
  patternStops: Int32Array;
  /** Pattern p's trips are trips patternTripStart[p] .. patternTripStart[p+1]), by departure. */
  patternTripStart: Int32Array;
  /** Trip t's times are at tripTimeStart[t] + position in its pattern. */
  tripTimeStart: Int32Array;
  tripService: Int32Array;
  tripHeadsign: Int32Array;
  /** Seconds from the service day's midnight (may exceed 86,400). */
  arrivals: Int32Array;
  departures: Int32Array;
  /** Per stop time: bit 0 no pickup, bit 1 no drop-off. */
  stopTimeFlags: Uint8Array;
  /**
   * Bit (service × dayCount + day − baseDay) is set when the service runs that day: one bit per
   * service-day (`serviceDayBit`), eight times smaller than a byte each on national feeds.
   */
  serviceDays: Uint8Array;
  stopPatternStart: Int32Array;
  stopPatternIdx: Int32Array;
  stopPatternPos: Int32Array;
  footStart: Int32Array;
  footTo: Int32Array;
  footSeconds: Int32Array;
}

/** A timetable: arrays plus the string tables. */
export interface Timetable extends TimetableArrays {
  /** Day number (days since 1970-01-01) of day index 0. */
  baseDay: number;
  dayCount: number;
  serviceCount: number;
  stopIds: string[];
  stopNames: string[];
  routes: TimetableRoute[];
  headsigns: string[];
  tripIds: string[];
  feeds: TimetableFeed[];
}

/** Number of stops of a pattern. */
export function patternLength(t: Timetable, p: number): number {
  return t.patternStopStart[p + 1]! - t.patternStopStart[p]!;
}

/** True when a service runs on a day (days since 1970-01-01). */
export function serviceRuns(t: Timetable, service: number, day: number): boolean {
  const d = day - t.baseDay;
  return d >= 0 && d < t.dayCount && serviceDayBit(t.serviceDays, service * t.dayCount + d);
}

/** The bytes of a bit set of `count` service-days. */
export function serviceDayBytes(count: number): number {
  return Math.ceil(count / 8);
}

/** True when bit `index` of a service-days bit set is set. */
export function serviceDayBit(bits: Uint8Array, index: number): boolean {
  return ((bits[index >> 3] ?? 0) & (1 << (index & 7))) !== 0;
}

/** Sets or clears bit `index` of a service-days bit set. */
export function setServiceDayBit(bits: Uint8Array, index: number, on: boolean): void {
  const i = index >> 3;
  const mask = 1 << (index & 7);
  bits[i] = on ? (bits[i] ?? 0) | mask : (bits[i] ?? 0) & ~mask;
}
