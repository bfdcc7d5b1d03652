import { describe, expect, it } from 'vitest';
import { frenchStreetNames } from './french-streets';

describe('frenchStreetNames', () => {
  it('gives a way its article and its kind a small letter, as running text writes them', () => {
    expect(frenchStreetNames('Tournez à droite dans Rue Saint-Lô.')).toBe(
      'Tournez à droite dans la rue Saint-Lô.',
    );
    expect(frenchStreetNames('Tournez à gauche dans Avenue de la République.')).toBe(
      "Tournez à gauche dans l'avenue de la République.",
    );
    expect(frenchStreetNames('Gardez la droite pour prendre Quai de Paris/N 15.')).toBe(
      'Gardez la droite pour prendre le quai de Paris/N 15.',
    );
    expect(frenchStreetNames('Tournez à gauche pour rester sur Place de la République.')).toBe(
      'Tournez à gauche pour rester sur la place de la République.',
    );
  });

  it('gives road numbers theirs, and every name of a sentence its own', () => {
    expect(
      frenchStreetNames('Tournez à gauche dans Cours Clémenceau/D 840. Continuez sur D 840.'),
    ).toBe('Tournez à gauche dans le cours Clémenceau/D 840. Continuez sur la D 840.');
    expect(frenchStreetNames('Prenez la sortie vers A 13.')).toBe('Prenez la sortie vers A 13.');
    expect(frenchStreetNames('Continuez sur A13.')).toBe("Continuez sur l'A13.");
  });

  it('leaves alone a name that does not open on a kind of way, and the rest of the sentence', () => {
    expect(frenchStreetNames('Tournez à droite dans Grande Rue.')).toBe(
      'Tournez à droite dans Grande Rue.',
    );
    expect(frenchStreetNames('Tournez à gauche dans la piste cyclable.')).toBe(
      'Tournez à gauche dans la piste cyclable.',
    );
    expect(frenchStreetNames('Conduisez vers le sud sur Rue Jeanne d’Arc.')).toBe(
      'Conduisez vers le sud sur la rue Jeanne d’Arc.',
    );
    expect(frenchStreetNames('Votre destination est sur la droite.')).toBe(
      'Votre destination est sur la droite.',
    );
    expect(frenchStreetNames('Tournez à droite dans Rueil Avenue.')).toBe(
      'Tournez à droite dans Rueil Avenue.',
    );
  });
});
