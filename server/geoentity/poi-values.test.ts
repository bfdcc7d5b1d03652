import { describe, expect, it } from 'vitest';
import {
  cuisineName,
  cuisineText,
  fuelServiceName,
  KNOWN_CUISINES,
  KNOWN_FUEL_SERVICES,
} from './poi-values';

const LANGS = ['fr', 'en', 'nl'] as const;

describe('OSM cuisine values in the interface languages', () => {
  it('translates the common values in the three languages, no code left', () => {
    expect(KNOWN_CUISINES.length).toBeGreaterThanOrEqual(70);
    for (const value of KNOWN_CUISINES)
      for (const lang of LANGS) {
        const name = cuisineName(value, lang);
        expect(name, `${value} ${lang}`).toMatch(/\S/);
        expect(name, `${value} ${lang}`).not.toContain('_');
      }
  });

  it('writes « Cuisine : française » in French, French in English, Frans in Dutch', () => {
    expect(cuisineText('french', 'fr')).toBe('Française');
    expect(cuisineText('french', 'en')).toBe('French');
    expect(cuisineText('french', 'nl')).toBe('Frans');
    expect(cuisineText('italian;pizza', 'fr')).toBe('Italienne, pizzas');
    expect(cuisineText('coffee_shop', 'en')).toBe('Coffee shop');
  });

  it('reads values separated by commas, drops repeats and empty parts', () => {
    expect(cuisineText('salad,_sandwich', 'fr')).toBe('Salades, sandwichs');
    expect(cuisineText('steak_house;grill', 'fr')).toBe('Grillades');
    expect(cuisineText(' ; ', 'fr')).toBeUndefined();
    expect(cuisineText(undefined, 'fr')).toBeUndefined();
  });

  it('keeps an unknown value readable: underscores become spaces', () => {
    expect(cuisineText('pissaladière', 'fr')).toBe('Pissaladière');
    expect(cuisineText('french;lyonnaise_bouchon', 'fr')).toBe('Française, lyonnaise bouchon');
  });
});

describe('services of the national fuel file', () => {
  it('translates each service the file uses', () => {
    expect(KNOWN_FUEL_SERVICES).toHaveLength(27);
    for (const service of KNOWN_FUEL_SERVICES) {
      expect(fuelServiceName(service, 'fr')).toBe(service);
      expect(fuelServiceName(service, 'en')).not.toBe('');
      expect(fuelServiceName(service, 'nl')).not.toBe('');
    }
    expect(fuelServiceName('Boutique alimentaire', 'en')).toBe('Food shop');
    expect(fuelServiceName('Boutique alimentaire', 'nl')).toBe('Voedingswinkel');
  });

  it('leaves a service it does not know as the file writes it', () => {
    expect(fuelServiceName('Nouveau service', 'en')).toBe('Nouveau service');
  });
});
