import { describe, expect, it } from 'vitest';
import { initialSteps, renumberSteps, type ItineraryStep } from './steps';
import { tripToward } from './trip-toward';

const place = (label: string, lng: number, from: ItineraryStep['from'] = 'search') => ({
  coordinates: { lng, lat: 43.73 },
  label,
  from,
});
const trip = (...steps: Omit<ItineraryStep, 'id'>[]) =>
  renumberSteps(steps.map((s) => ({ ...s, id: '' })));

describe('tripToward', () => {
  it('starts a new trip toward a place: no earlier start, no earlier stop', () => {
    const earlier = trip(place('Musée', 7.42), place('Casino', 7.43), place('Stade', 7.41));
    const { steps, fresh } = tripToward(earlier, place('Pharmacie', 7.44), { end: 'to' });
    expect(fresh).toBe(true);
    expect(steps.map((s) => [s.id, s.label])).toEqual([
      ['departure', ''],
      ['arrival', 'Pharmacie'],
    ]);
  });
  it('keeps the person’s position as the start', () => {
    const earlier = trip(place('Ma position', 7.42, 'geolocation'), place('Stade', 7.41));
    const { steps } = tripToward(earlier, place('Pharmacie', 7.44), { end: 'to' });
    expect(steps.map((s) => s.label)).toEqual(['Ma position', 'Pharmacie']);
  });
  it('starts from a place with an empty arrival', () => {
    const { steps } = tripToward(trip(place('A', 7.4), place('B', 7.5)), place('C', 7.6), {
      end: 'from',
    });
    expect(steps.map((s) => s.label)).toEqual(['C', '']);
  });
  it('keeps the trip when the place is already its end (Back to the form)', () => {
    const typed = trip(place('Musée', 7.42), place('Pharmacie', 7.44));
    const { steps, fresh } = tripToward(typed, place('Pharmacie', 7.44), { end: 'to' });
    expect(fresh).toBe(false);
    expect(steps.map((s) => s.label)).toEqual(['Musée', 'Pharmacie']);
  });
  it('leaves from the position the map shows when the trip had none (« Ma position »)', () => {
    const here = place('Ma position', 7.42, 'geolocation');
    const earlier = trip(place('Musée', 7.42), place('Stade', 7.41));
    const toward = tripToward(earlier, place('Pharmacie', 7.44), { end: 'to', here });
    expect(toward.steps.map((s) => [s.label, s.from])).toEqual([
      ['Ma position', 'geolocation'],
      ['Pharmacie', 'search'],
    ]);
    // From a place, the arrival stays to be chosen.
    const from = tripToward(earlier, place('Pharmacie', 7.44), { end: 'from', here });
    expect(from.steps.map((s) => s.label)).toEqual(['Pharmacie', '']);
  });
  it('leaves from where the visitor is now, not where an earlier trip left from', () => {
    const before = trip(place('Ma position', 7.4, 'geolocation'), place('Stade', 7.41));
    const here = place('Ma position', 7.42, 'geolocation');
    const { steps } = tripToward(before, place('Pharmacie', 7.44), { end: 'to', here });
    expect(steps[0]?.coordinates?.lng).toBe(7.42);
  });
  it('fills a new itinerary', () => {
    const { steps } = tripToward(initialSteps(), place('Pharmacie', 7.44), { end: 'to' });
    expect(steps.map((s) => s.label)).toEqual(['', 'Pharmacie']);
  });
  it('fills a new itinerary from the position the map shows, if any', () => {
    const here = place('Ma position', 7.42, 'geolocation');
    const toward = tripToward(initialSteps(), place('Pharmacie', 7.44), { end: 'to', here });
    expect(toward.fresh).toBe(true);
    expect(toward.steps.map((s) => s.label)).toEqual(['Ma position', 'Pharmacie']);
    // Back to the form of that trip: kept as it is.
    const back = tripToward(toward.steps, place('Pharmacie', 7.44), { end: 'to', here });
    expect(back.fresh).toBe(false);
  });
});
