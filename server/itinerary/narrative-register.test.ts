import { describe, expect, it } from 'vitest';
import { britishEnglish, pageRegister } from './narrative-register';

describe('britishEnglish', () => {
  it('says « Bear » and « pedestrian crossing » where the en-GB locale says « Move » and « crosswalk »', () => {
    expect(britishEnglish('Move right onto Avenue de la Costa.')).toBe(
      'Bear right onto Avenue de la Costa.',
    );
    expect(britishEnglish('Move left to stay on Boulevard Albert 1er.')).toBe(
      'Bear left to stay on Boulevard Albert 1er.',
    );
    expect(britishEnglish('Turn left onto the crosswalk.')).toBe(
      'Turn left onto the pedestrian crossing.',
    );
    expect(britishEnglish('Continue on Rue Grimaldi.')).toBe('Continue on Rue Grimaldi.');
  });

  it('leaves street names alone', () => {
    expect(britishEnglish('Turn right onto Rue Moveau.')).toBe('Turn right onto Rue Moveau.');
  });
});

describe('pageRegister', () => {
  it('makes Dutch polite, English British and leaves French as it is', () => {
    expect(pageRegister('Je bent op je bestemming aangekomen.', 'nl')).toBe(
      'U bent op uw bestemming aangekomen.',
    );
    expect(pageRegister('Move right.', 'en')).toBe('Bear right.');
    expect(pageRegister('Serrez à droite.', 'fr')).toBe('Serrez à droite.');
  });

  it('says a French sharp turn « franchement », not « tout de suite » (at once)', () => {
    expect(pageRegister('Tournez tout de suite à droite dans Avenue des Castelans.', 'fr')).toBe(
      "Tournez franchement à droite dans l'avenue des Castelans.",
    );
    expect(pageRegister('Tournez tout de suite à gauche.', 'fr')).toBe(
      'Tournez franchement à gauche.',
    );
  });

  it('names the unnamed ways the engine leaves in English', () => {
    expect(pageRegister('Sla rechtsaf naar the crosswalk.', 'nl')).toBe(
      'Sla rechtsaf naar het zebrapad.',
    );
    expect(pageRegister('Neem the stairs.', 'nl')).toBe('Neem de trap.');
    expect(pageRegister('Prenez the stairs.', 'fr')).toBe("Prenez l'escalier.");
    expect(pageRegister('Turn right onto the crosswalk.', 'en')).toBe(
      'Turn right onto the pedestrian crossing.',
    );
  });

  it('names a floor in the sentence’s language', () => {
    expect(pageRegister("Prenez l'ascenseur jusqu'au niveau Level 0.", 'fr')).toBe(
      "Prenez l'ascenseur jusqu'au niveau 0.",
    );
    expect(pageRegister('Neem de lift naar Level -1.', 'nl')).toBe('Neem de lift naar niveau -1.');
    expect(pageRegister('Take the lift to Level 0.', 'en')).toBe('Take the lift to Level 0.');
  });
});
