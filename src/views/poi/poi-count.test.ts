/** The list's count agrees with its number: « 1 lieu », not « 1 lieux » (core journey). */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslator, loadScreenMessages, type Translate } from '../../i18n/translate';
import { poiCountText } from './poi-list-panel';

describe('poiCountText', () => {
  // The list's words are screen messages, loaded with the POI screens.
  let t: Translate;
  beforeAll(async () => {
    await loadScreenMessages();
    t = createTranslator('fr-FR');
  });

  it('is singular for one place', () => {
    expect(poiCountText(t, 1)).toBe('1 lieu dans la zone');
  });

  it('is plural from two places', () => {
    expect(poiCountText(t, 2)).toBe('2 lieux dans la zone');
    expect(poiCountText(t, 49)).toBe('49 lieux dans la zone');
  });

  it('says a full list (§9: 50 at most) holds the places nearest the centre, not all', () => {
    expect(poiCountText(t, 50)).toBe(
      'Les 50 lieux les plus proches du centre de la zone (zoomez pour voir les autres)',
    );
  });
});
