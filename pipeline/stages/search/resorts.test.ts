import { beforeAll, describe, expect, it } from 'vitest';
import type { OsmFeature } from '../places/osm-places';
import { loadLand } from '../tiles/world-atlas';
import { loadLocalities } from './admin-entries';
import { LocalityResolver } from './locality';
import { CoastIndex, resortCandidate, resortRows, type ResortCandidate } from './resorts';

function feature(tags: Record<string, string>, point: [number, number]): OsmFeature {
  return {
    osmId: `w${point.join('')}`,
    tags,
    geometry: { type: 'Point', coordinates: point },
    point,
  };
}

const beach = (name: string, lng: number, lat: number): ResortCandidate => ({
  kind: 'seaside',
  osmId: `w-${name}`,
  name,
  lng,
  lat,
});

describe('resort candidates', () => {
  it('are the beaches (named or not) and the ski areas, nothing else', () => {
    expect(
      resortCandidate(feature({ natural: 'beach', name: 'Plage Larvotto' }, [7.43, 43.74])),
    ).toMatchObject({ kind: 'seaside', name: 'Plage Larvotto', lng: 7.43, lat: 43.74 });
    expect(resortCandidate(feature({ natural: 'beach' }, [7.43, 43.74]))).toMatchObject({
      kind: 'seaside',
      name: null,
    });
    expect(
      resortCandidate(feature({ landuse: 'winter_sports', name: 'Les Aravis' }, [6.42, 45.9])),
    ).toMatchObject({ kind: 'winter', name: 'Les Aravis' });
    expect(resortCandidate(feature({ natural: 'peak', name: 'Mont Agel' }, [7.4, 43.7]))).toBe(
      undefined,
    );
    expect(resortCandidate(feature({ landuse: 'residential' }, [7.4, 43.7]))).toBe(undefined);
  });
});

describe('resort rows on Natural Earth’s coast and the national communes', () => {
  let coast: CoastIndex;
  let resolver: LocalityResolver;
  beforeAll(async () => {
    coast = new CoastIndex(await loadLand('10m'));
    resolver = new LocalityResolver(loadLocalities().localities);
  });

  it('keeps a beach by the sea, with its commune; not a beach on a lake or a river', () => {
    const rows = resortRows({
      candidates: [
        beach('Anse des Flamands', -62.8588759, 17.9188673),
        beach('Plage du Prado', 5.3731, 43.2608),
        beach('Plage d’Albigny (lac d’Annecy)', 6.1526, 45.9035),
        beach('Plage d’Évian (Léman)', 6.5885, 46.4005),
        beach('Paris Plages (Seine)', 2.3499, 48.8565),
      ],
      coast,
      resolver,
    });
    expect(rows.map((r) => [r.name, r.towncode])).toEqual([
      ['Anse des Flamands', '97701'],
      ['Plage du Prado', '13055'],
    ]);
  });

  it('keeps a ski area wherever it is, with its commune', () => {
    const rows = resortRows({
      candidates: [{ kind: 'winter', osmId: 'w1', name: 'La Clusaz', lng: 6.4236, lat: 45.9047 }],
      coast,
      resolver,
    });
    expect(rows).toEqual([expect.objectContaining({ kind: 'winter', towncode: '74080' })]);
  });

  it('leaves out what lies in no French commune (a beach among Monaco’s addresses)', () => {
    const monaco = loadLocalities().localities.find((l) => l.town === 'Monaco' && !l.towncode);
    expect(monaco).toBeDefined();
    // The stage remembers every address point's locality before it places the POIs.
    resolver.remember(7.4335, 43.7458, monaco!);
    const rows = resortRows({
      candidates: [beach('Plage Larvotto', 7.43387586090038, 43.746212922221)],
      coast,
      resolver,
    });
    expect(rows).toEqual([]);
  });

  it('measures the distance to the coast: 2 km from it is near, 4 km inland is not', () => {
    // Marseille's coast at the Prado runs along about 5.37° E; the sea lies west of it.
    expect(coast.near(5.3731, 43.2608, 2000)).toBe(true);
    expect(coast.near(5.43, 43.2608, 2000)).toBe(false);
  });
});
