import { describe, expect, it } from 'vitest';
import {
  APPS,
  CATEGORIES,
  catalogueLabel,
  listFilterOf,
  rubricIdsOf,
  rubricsWithoutSubcategory,
  SUBCATEGORIES,
  SUBCATEGORY_OF_RUBRIC,
} from './catalogue';
import { hasIcon, iconSvg, ICON_PATHS } from './icons';
import { RUBRICS, RUBRICS_BY_ID, rubricOfTags } from './rubrics';

describe('the POI catalogue', () => {
  it('puts every rubric in exactly one subcategory, every subcategory in one category', () => {
    expect(rubricsWithoutSubcategory()).toEqual([]);
    const listed = SUBCATEGORIES.flatMap((s) => s.rubricIds);
    expect(listed).toHaveLength(new Set(listed).size);
    for (const id of listed) expect(RUBRICS_BY_ID.has(id), id).toBe(true);
    const inCategories = CATEGORIES.flatMap((c) => c.subcategoryIds);
    expect(inCategories.sort()).toEqual(SUBCATEGORIES.map((s) => s.id).sort());
  });

  it('has unique ids and known rubrics in every app', () => {
    for (const list of [APPS, CATEGORIES, SUBCATEGORIES]) {
      const ids = list.map((x) => x.id);
      expect(ids).toHaveLength(new Set(ids).size);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
    for (const app of APPS)
      for (const r of app.rubricIds) expect(RUBRICS_BY_ID.has(r), `${app.id} ${r}`).toBe(true);
  });

  it('covers the rubrics the issue names, with their French labels', () => {
    const wanted = [
      'restaurant',
      'cafe-bar',
      'boulangerie',
      'supermarche',
      'pharmacie',
      'medecin',
      'hopital',
      'hotel',
      'chambre-d-hotes',
      'camping',
      'station-service',
      'borne-de-recharge',
      'parking',
      'distributeur',
      'banque',
      'bureau-de-poste',
      'musee',
      'monument',
      'ecole',
      'mairie',
      'gare',
      'arret-de-bus',
    ];
    for (const id of wanted) expect(RUBRICS_BY_ID.get(id)?.label, id).toBeTruthy();
    expect(SUBCATEGORY_OF_RUBRIC.get('station-service')?.categoryId).toBe('auto');
  });

  it('maps OSM tags to rubrics', () => {
    expect(rubricOfTags({ amenity: 'fuel' })?.id).toBe('station-service');
    expect(rubricOfTags({ shop: 'bakery' })?.id).toBe('boulangerie');
    expect(rubricOfTags({ historic: 'yes', building: 'yes' })?.id).toBe('monument');
    expect(rubricOfTags({ tourism: 'guest_house' })?.id).toBe('chambre-d-hotes');
    expect(rubricOfTags({ highway: 'bus_stop' })?.id).toBe('arret-de-bus');
    expect(rubricOfTags({ amenity: 'bench' })).toBeUndefined();
  });

  it('tells a railway station from a metro one (the tags of Monaco - Monte Carlo and Rambuteau)', () => {
    const train = { railway: 'station', public_transport: 'station', train: 'yes' };
    expect(rubricOfTags(train)?.id).toBe('gare');
    const metro = { railway: 'station', station: 'subway', subway: 'yes' };
    expect(rubricOfTags(metro)?.id).toBe('arret-de-tram');
    expect(rubricOfTags({ railway: 'station', station: 'light_rail' })?.id).toBe('arret-de-tram');
    expect(rubricOfTags({ railway: 'halt' })?.id).toBe('gare');
    // A coach station is no railway station: a stop of the buses.
    const coaches = { amenity: 'bus_station', public_transport: 'station' };
    expect(rubricOfTags(coaches)?.id).toBe('arret-de-bus');
    // Nor a ferry terminal, a funicular's or a park railway's station, nor a lift's.
    const ferry = { amenity: 'ferry_terminal', public_transport: 'station', railway: 'station' };
    expect(rubricOfTags(ferry)?.id).not.toBe('gare');
    expect(rubricOfTags({ railway: 'station', station: 'funicular' })?.id).not.toBe('gare');
    expect(rubricOfTags({ railway: 'station', station: 'miniature' })?.id).not.toBe('gare');
    expect(rubricOfTags({ aerialway: 'station', public_transport: 'station' })?.id).not.toBe(
      'gare',
    );
  });

  it('draws an icon for every rubric, subcategory, category and app', () => {
    const icons = [
      ...RUBRICS.map((r) => r.icon),
      ...SUBCATEGORIES.map((s) => s.iconId),
      ...CATEGORIES.map((c) => c.iconId),
      ...APPS.map((a) => a.iconId),
    ];
    for (const icon of icons) expect(hasIcon(icon), icon).toBe(true);
    for (const d of Object.values(ICON_PATHS)) expect(d).toMatch(/^[Mm][\d.\s,a-zA-Z-]+$/);
    expect(iconSvg('nope')).toContain(ICON_PATHS.marker);
  });

  it('resolves catalogue ids to rubrics and labels to languages', () => {
    expect(rubricIdsOf('app', 'carburants')).toEqual(['station-service']);
    expect(rubricIdsOf('category', 'sante')).toContain('pharmacie');
    expect(rubricIdsOf('subcategory', 'hotels')).toEqual(['hotel']);
    expect(rubricIdsOf('rubric', 'gare')).toEqual(['gare']);
    expect(rubricIdsOf('app', 'nope')).toBeUndefined();
    const label = CATEGORIES[0]!.label;
    expect(catalogueLabel(label, 'fr-BE')).toBe(label.fr);
    expect(catalogueLabel(label, 'en-GB')).toBe(label.en);
    expect(catalogueLabel(label, 'nl-BE')).toBe(label.nl);
  });

  it('gives every list of the fuel stations alone the fuel app’s filter', () => {
    expect(listFilterOf('app', ['carburants'])).toBe('fuel');
    expect(listFilterOf('rubric', ['station-service'])).toBe('fuel');
    expect(listFilterOf('subcategory', ['stations-service'])).toBe('fuel');
    expect(listFilterOf('app', ['hotels'])).toBeNull();
    expect(listFilterOf('rubric', ['pharmacie'])).toBeNull();
    // The « Auto » category (stations, car parks, garages) is not a fuel list.
    expect(listFilterOf('category', ['auto'])).toBeNull();
    expect(listFilterOf('rubric', ['nope'])).toBeNull();
    // Several entries: a fuel list when they list the stations alone.
    expect(listFilterOf('rubric', ['station-service', 'station-service'])).toBe('fuel');
    expect(listFilterOf('app', ['carburants', 'hotels'])).toBeNull();
  });
});
