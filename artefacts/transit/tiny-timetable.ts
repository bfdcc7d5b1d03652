/**
 * A two-stop, one-trip timetable: the content of the golden file `fixtures/tiny-timetable.bin`
 * (format version 3), which proves that the file layout does not change without its version.
 */
import type { Timetable } from './timetable';

/** The timetable of the golden file. */
export function tinyTimetable(): Timetable {
  return {
    baseDay: 20_466,
    dayCount: 2,
    serviceCount: 1,
    stopIds: ['cam:1', 'cam:2'],
    stopNames: ['Place du Casino', 'Stade Louis II'],
    routes: [
      {
        id: 'cam:5',
        feed: 'cam',
        shortName: '5',
        longName: 'Hôpital – Larvotto',
        type: 3,
        color: 'E2001A',
        textColor: 'FFFFFF',
        agency: {
          name: 'Compagnie des Autobus de Monaco',
          url: 'http://www.cam.mc/',
          fareUrl: null,
        },
      },
    ],
    headsigns: ['Larvotto'],
    tripIds: ['cam:t1'],
    feeds: [{ id: 'cam', label: 'CAM', validity: { start: '2026-01-15', end: '2026-01-16' } }],
    stopLat: Float64Array.of(43.7394, 43.7276),
    stopLon: Float64Array.of(7.4278, 7.4155),
    patternRoute: Int32Array.of(0),
    patternStopStart: Int32Array.of(0, 2),
    patternStops: Int32Array.of(0, 1),
    patternTripStart: Int32Array.of(0, 1),
    tripTimeStart: Int32Array.of(0),
    tripService: Int32Array.of(0),
    tripHeadsign: Int32Array.of(0),
    arrivals: Int32Array.of(28_800, 29_400),
    departures: Int32Array.of(28_800, 29_400),
    stopTimeFlags: Uint8Array.of(0, 0),
    // Both days of the one service: bits 0 and 1.
    serviceDays: Uint8Array.of(0b11),
    stopPatternStart: Int32Array.of(0, 1, 2),
    stopPatternIdx: Int32Array.of(0, 0),
    stopPatternPos: Int32Array.of(0, 1),
    footStart: Int32Array.of(0, 0, 0),
    footTo: Int32Array.of(),
    footSeconds: Int32Array.of(),
  };
}
