import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from '../domain/geoentity';
import { chosenFilters } from './poi-list-machine';
import { STARS_FILTER } from '../../tests/model/poi-fixtures';

const STARS: FilterDefinition = { ...STARS_FILTER, value: '2' };
const FUEL: FilterDefinition = {
  ...STARS,
  id: 'carburant',
  parameter: 'currentFuel',
  value: 'E10',
};

describe('chosenFilters', () => {
  it('shows each filter at the value chosen last, before its answer comes', () => {
    // « + » tapped at 2 then at 3: the answer to 3 is on its way, the next tap reads 3.
    expect(chosenFilters({ filters: [STARS], chosen: { stars: '3' } })[0]?.value).toBe('3');
    expect(chosenFilters({ filters: [STARS], chosen: {} })[0]?.value).toBe('');
  });

  it("keeps the fuel's own value (the fuel is not among the chosen filters)", () => {
    expect(chosenFilters({ filters: [FUEL], chosen: {} })[0]?.value).toBe('E10');
  });
});

describe('chosenFilters with a value typed in a URL', () => {
  it('shows the answer’s own value where the filter cannot take the chosen one', () => {
    expect(chosenFilters({ filters: [STARS], chosen: { stars: 'abc' } })[0]?.value).toBe('2');
    expect(chosenFilters({ filters: [STARS], chosen: { stars: '9' } })[0]?.value).toBe('2');
  });
});
