import { describe, expect, it } from 'vitest';
import {
  bearingDegrees,
  columnOfHeading,
  compassPoint,
  distanceMetres,
  headingAfterDrag,
  initialHeading,
  normaliseDegrees,
} from './panoramic';

const AT = { lng: 7.4287, lat: 43.7396 };

describe('street-level picture rules', () => {
  it('bearings: due north, east, south and west of a point', () => {
    expect(bearingDegrees(AT, { lng: AT.lng, lat: AT.lat + 0.001 })).toBeCloseTo(0, 6);
    expect(bearingDegrees(AT, { lng: AT.lng + 0.001, lat: AT.lat })).toBeCloseTo(90, 1);
    expect(bearingDegrees(AT, { lng: AT.lng, lat: AT.lat - 0.001 })).toBeCloseTo(180, 6);
    expect(bearingDegrees(AT, { lng: AT.lng - 0.001, lat: AT.lat })).toBeCloseTo(270, 1);
  });

  it('distances in metres (a thousandth of a degree of latitude is 111 m)', () => {
    expect(distanceMetres(AT, { lng: AT.lng, lat: AT.lat + 0.001 })).toBeCloseTo(111.2, 0);
  });

  it('a spherical picture looks toward the place; a flat one, or one taken on it, along itself', () => {
    const north = { lng: AT.lng, lat: AT.lat + 0.0005 };
    expect(initialHeading({ ...AT, heading: 30, spherical: true }, north)).toBeCloseTo(0, 6);
    expect(initialHeading({ ...AT, heading: 30, spherical: false }, north)).toBe(30);
    expect(initialHeading({ ...AT, heading: 30, spherical: true }, AT)).toBe(30);
    expect(initialHeading({ ...AT, heading: -90, spherical: true }, null)).toBe(270);
  });

  it('the middle column of an equirectangular picture looks along its heading, the edges behind', () => {
    const width = 2048;
    expect(columnOfHeading({ heading: 30, pictureHeading: 30, imageWidth: width })).toBe(1024);
    expect(columnOfHeading({ heading: 120, pictureHeading: 30, imageWidth: width })).toBe(1536);
    expect(columnOfHeading({ heading: 210, pictureHeading: 30, imageWidth: width })).toBe(0);
    expect(columnOfHeading({ heading: 300, pictureHeading: 30, imageWidth: width })).toBe(512);
  });

  it('a drag of the whole view turns it by its field of view, the other way', () => {
    expect(headingAfterDrag({ heading: 10, dx: 400, viewWidth: 400, fov: 90 })).toBe(280);
    expect(headingAfterDrag({ heading: 10, dx: -200, viewWidth: 400, fov: 90 })).toBe(55);
    expect(headingAfterDrag({ heading: 10, dx: 50, viewWidth: 0, fov: 90 })).toBe(10);
  });

  it('compass points and angles kept in [0, 360)', () => {
    expect(normaliseDegrees(-30)).toBe(330);
    expect(normaliseDegrees(720)).toBe(0);
    expect([0, 44, 46, 180, 250, 337.6].map(compassPoint)).toEqual([
      'n',
      'ne',
      'ne',
      's',
      'w',
      'n',
    ]);
  });
});
