import { describe, expect, it } from 'vitest';
import { LocalityResolver, type Locality } from '../search/locality';
import { CommunePlacer } from './commune-placer';

function town(towncode: string, population: number, lng: number, lat: number): Locality {
  return {
    town: towncode,
    towncode,
    postcodes: [`${towncode}0`],
    departmentCode: null,
    departmentLabel: null,
    regionCode: null,
    regionLabel: null,
    countryCode: '250',
    countryLabel: 'France',
    population,
    lng,
    lat,
    precise: true,
  };
}

const paris = town('75056', 2_113_705, 2.3488, 48.85341);
const preSaintGervais = town('93061', 17_000, 2.40477, 48.88534);
const localities = [paris, preSaintGervais];
const placer = (): CommunePlacer => new CommunePlacer(new LocalityResolver(localities), localities);

describe('CommunePlacer', () => {
  it('gives a large town its outskirts rather than the nearer centre of a small one', () => {
    // Rue de Belleville, Paris 20e: 3 km from Paris's centre, 2.5 km from Le Pré-Saint-Gervais's.
    expect(placer().place(2.3785, 48.868)?.towncode).toBe('75056');
    expect(placer().place(2.4035, 48.8848)?.towncode).toBe('93061');
    expect(placer().place(5.0, 45.0)).toBeUndefined();
  });

  it('believes addr:* hints, then the address points remembered nearby', () => {
    const p = placer();
    expect(p.place(2.3785, 48.868, { postcode: '930610' })?.towncode).toBe('93061');
    p.rememberAddress(2.379, 48.8682, { postcode: '930610' });
    expect(p.place(2.3785, 48.868)?.towncode).toBe('93061');
  });
});
