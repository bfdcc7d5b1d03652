/** A stop reached on foot from the origin (or the destination reached on foot from a stop). */
export interface StopAccess {
  stop: number;
  seconds: number;
}

/** A RAPTOR query. Times are seconds from midnight of `day` (days since 1970-01-01). */
export interface RaptorQuery {
  day: number;
  /** Earliest departure (`depart`) or latest arrival (`arrive`). */
  time: number;
  direction: 'depart' | 'arrive';
  access: readonly StopAccess[];
  egress: readonly StopAccess[];
  /** Default 5: up to six vehicles. */
  maxTransfers?: number;
  /** Footpath times of this query (walking speed, times measured on the street network). */
  foot?: FootTimes | undefined;
}

/**
 * Footpath times of a query: the timetable's seconds (walked at 5 km/h) × `factor`, or the
 * seconds of `override` for a footpath (key `from × stop count + to`).
 */
export interface FootTimes {
  factor: number;
  override?: ReadonlyMap<number, number> | undefined;
}

/** One leg of a RAPTOR journey. */
export type RaptorLeg =
  | { type: 'access'; stop: number; seconds: number }
  | { type: 'egress'; stop: number; seconds: number }
  | { type: 'foot'; from: number; to: number; seconds: number }
  | {
      type: 'trip';
      pattern: number;
      trip: number;
      /** −1, 0 or 1: the trip runs on the service day before, of or after the query day. */
      dayShift: number;
      fromPos: number;
      toPos: number;
    };

/** A Pareto-optimal journey: no other is both earlier (or later, arrive-by) and with fewer trips. */
export interface RaptorJourney {
  legs: RaptorLeg[];
  /** Seconds from midnight of the query day. */
  departure: number;
  arrival: number;
  trips: number;
}
