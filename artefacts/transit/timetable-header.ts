/**
 * The JSON header of a timetable file, checked with zod when read: the string tables and the
 * section table (which typed array sits where). A file whose header does not match is refused.
 */
import { z } from 'zod';
import type { TimetableArrays } from './timetable';

/** The element type of each typed array of a timetable. */
export const ARRAY_KINDS = {
  stopLat: 'f64',
  stopLon: 'f64',
  patternRoute: 'i32',
  patternStopStart: 'i32',
  patternStops: 'i32',
  patternTripStart: 'i32',
  tripTimeStart: 'i32',
  tripService: 'i32',
  tripHeadsign: 'i32',
  arrivals: 'i32',
  departures: 'i32',
  stopTimeFlags: 'u8',
  serviceDays: 'u8',
  stopPatternStart: 'i32',
  stopPatternIdx: 'i32',
  stopPatternPos: 'i32',
  footStart: 'i32',
  footTo: 'i32',
  footSeconds: 'i32',
} as const satisfies Record<keyof TimetableArrays, 'f64' | 'i32' | 'u8'>;

/** The names of the arrays, in file order. */
export const ARRAY_NAMES = Object.keys(ARRAY_KINDS) as (keyof typeof ARRAY_KINDS)[];

const routeSchema = z.object({
  id: z.string(),
  feed: z.string(),
  shortName: z.string(),
  longName: z.string(),
  type: z.number(),
  color: z.string(),
  textColor: z.string(),
  agency: z.object({ name: z.string(), url: z.url(), fareUrl: z.url().nullable() }).nullable(),
});

/** The header as the reader checks it. */
export const timetableHeaderSchema = z.object({
  meta: z.object({
    baseDay: z.number(),
    dayCount: z.number().int().min(1),
    serviceCount: z.number().int().min(0),
    stopIds: z.array(z.string()),
    stopNames: z.array(z.string()),
    routes: z.array(routeSchema),
    headsigns: z.array(z.string()),
    tripIds: z.array(z.string()),
    feeds: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        validity: z.object({ start: z.string(), end: z.string() }).nullable(),
      }),
    ),
  }),
  sections: z.array(
    z.object({
      name: z.enum(ARRAY_NAMES),
      kind: z.enum(['f64', 'i32', 'u8']),
      offset: z.number().int().min(0),
      length: z.number().int().min(0),
    }),
  ),
});

/** A checked header. */
export type TimetableHeader = z.infer<typeof timetableHeaderSchema>;
