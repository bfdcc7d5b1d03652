import { describe, expect, it } from 'vitest';
import { layerLabelIn } from './layer-labels';

describe('layerLabelIn', () => {
  it('keeps the French label on a French page', () => {
    expect(layerLabelIn('Hauteur limitée à 3,50 m', 'fr')).toBe('Hauteur limitée à 3,50 m');
  });

  it('says a limit with its figure, a point in English and a comma in Dutch', () => {
    expect(layerLabelIn('Hauteur limitée à 3,50 m', 'en')).toBe('Height limit 3.50 m');
    expect(layerLabelIn('Hauteur limitée à 3,50 m', 'nl')).toBe('Maximale hoogte 3,50 m');
    expect(layerLabelIn('Interdit aux plus de 3,5 t', 'en')).toBe('No vehicles over 3.5 t');
    expect(layerLabelIn('Largeur limitée à 2,20 m', 'nl')).toBe('Maximale breedte 2,20 m');
  });

  it('says an access rule whole, even one written with a colon', () => {
    expect(layerLabelIn('Accès réservé aux riverains', 'en')).toBe('Access only');
    expect(layerLabelIn('Poids lourds : desserte locale uniquement', 'nl')).toBe(
      'Vrachtwagens: enkel plaatselijk verkeer',
    );
  });

  it('translates an event head and a road kind, keeps a road name and a feed comment', () => {
    expect(layerLabelIn('Travaux : voie de bus', 'en')).toBe('Roadworks: bus lane');
    expect(layerLabelIn('Travaux : Rue de Rivoli', 'nl')).toBe('Wegenwerken: Rue de Rivoli');
    expect(layerLabelIn('Chaussée fermée : fermeture pour réfection', 'en')).toBe(
      'Carriageway closed: fermeture pour réfection',
    );
  });

  it('shows a label no rule knows as it is', () => {
    expect(layerLabelIn('Passage à gué', 'en')).toBe('Passage à gué');
    expect(layerLabelIn('Inconnu : détail', 'nl')).toBe('Inconnu : détail');
  });
});
