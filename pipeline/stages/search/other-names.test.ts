import { describe, expect, it } from 'vitest';
import { localNames, otherNames } from './other-names';

describe('otherNames', () => {
  it('gives the English and Dutch names, and the local one behind name:fr', () => {
    const tags = {
      name: 'Giardino Giapponese',
      'name:fr': 'Jardin Japonais',
      'name:en': 'Japanese Garden',
      'name:nl': 'Japanse Tuin',
    };
    expect(otherNames(tags, 'Jardin Japonais')).toEqual([
      'Giardino Giapponese',
      'Japanese Garden',
      'Japanse Tuin',
    ]);
  });

  it('drops a name equal to the display name, accents and case aside, and splits lists', () => {
    const tags = { name: 'Musée', 'name:en': 'MUSEE', 'name:nl': 'Museum; Muzeum' };
    expect(otherNames(tags, 'Musée')).toEqual(['Museum', 'Muzeum']);
    expect(otherNames({}, 'Musée')).toEqual([]);
  });

  it('keeps the English and Dutch names that differ from the display name, for display', () => {
    const tags = {
      name: 'Jardin Japonais',
      'name:en': 'Japanese Garden',
      'name:nl': 'jardin japonais',
    };
    expect(localNames(tags, 'Jardin Japonais')).toEqual({ en: 'Japanese Garden' });
    expect(localNames({ 'name:en': 'A; B' }, 'X')).toEqual({ en: 'A' });
  });
});
