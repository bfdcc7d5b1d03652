import { describe, expect, it } from 'vitest';
import { foldStopName, isAllCapitals, properHeadsign, properStopName } from './stop-name';

const CASINO = { lng: 7.4277, lat: 43.7394 };
const near = (name: string, metres = 20) => ({
  name,
  position: { lng: CASINO.lng, lat: CASINO.lat + metres / 111_000 },
});

describe('stop names as people write them', () => {
  it('folds accents, case, punctuation and abbreviations', () => {
    expect(foldStopName('PLACE STE-DEVOTE')).toBe(foldStopName('Place Sainte-Dévote'));
    expect(foldStopName("PLACE D'ARMES")).toBe('place d armes');
    expect(foldStopName('Bd des Moulins')).toBe('boulevard des moulins');
  });

  it('takes the nearest OSM stop that reads the same for a name in capitals', () => {
    expect(properStopName('PLACE DU CASINO', CASINO, [near('Place du Casino')])).toBe(
      'Place du Casino',
    );
    expect(
      properStopName('PLACE STE-DEVOTE', CASINO, [
        near('Place Ste Devote', 200),
        near('Place Sainte-Dévote', 30),
      ]),
    ).toBe('Place Sainte-Dévote');
  });

  it('recases it the French way when no OSM stop nearby reads the same', () => {
    expect(properStopName('PLACE DU CASINO', CASINO, [near('Place du Casino', 900)])).toBe(
      'Place du Casino',
    );
    expect(properStopName('STADE LOUIS II', CASINO, [near('Monte-Carlo (Casino)')])).toBe(
      'Stade Louis II',
    );
    expect(properStopName('MONACO-VILLE LE ROCHER', CASINO, [])).toBe('Monaco-Ville le Rocher');
  });

  it('keeps a name that has lower-case letters, and never takes a name in capitals', () => {
    expect(properStopName('Gare de Monaco', CASINO, [near('GARE DE MONACO')])).toBe(
      'Gare de Monaco',
    );
    expect(properStopName('PORTIER', CASINO, [near('PORTIER')])).toBe('Portier');
    expect(isAllCapitals('PLACE DU CASINO')).toBe(true);
    expect(isAllCapitals('N1')).toBe(true);
    expect(isAllCapitals('12')).toBe(false);
  });

  it('writes a headsign in capitals as the stop it names, else recased', () => {
    const stops = new Map([[foldStopName('PLACE STE-DEVOTE'), 'Place Sainte-Dévote']]);
    expect(properHeadsign('PLACE STE-DEVOTE', stops)).toBe('Place Sainte-Dévote');
    expect(properHeadsign('LARVOTTO', stops)).toBe('Larvotto');
    expect(properHeadsign('Jardin Exotique', stops)).toBe('Jardin Exotique');
  });
});
