// @vitest-environment jsdom
/**
 * The popup of a zone of the 'zfe' map mode: the zones at the clicked point, their status and
 * rules in the ZFE pages' words (fr-FR, en-GB), and the link to the zone's page.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ZfeStageAt } from '../domain/restrictions/zfe';
import { layerTranslator } from '../i18n/layer-messages';
import { renderZonePopup, zonePagePath, zonesAt, type ZonesAt } from './zfe-zone-popup';

/** A stage of the national base (Rouen's in force by default). */
function stage(over: Partial<ZfeStageAt> = {}): ZfeStageAt {
  return {
    key: '2000234140-ZFE-003@2022-09-01',
    id: '2000234140-ZFE-003',
    authority: 'Métropole Rouen Normandie',
    name: 'ZFE de Rouen',
    start: '2022-09-01',
    end: '2032-09-01',
    rules: {
      vp: { firstBanned: 'V4', hours: '24/7' },
      pl: { firstBanned: 'V4', hours: '24/7' },
    },
    orderUrl: null,
    infoUrl: null,
    bbox: [1.01, 49.38, 1.19, 49.51],
    communes: ['76108', '76540'],
    status: 'ongoing',
    ...over,
  };
}

const PARIS = stage({
  key: '217500016-ZFE-001@2021-06-01',
  id: '217500016-ZFE-001',
  authority: 'Paris',
  name: 'ZFE de Paris',
  start: '2021-06-01',
  end: null,
  rules: { vp: { firstBanned: 'V4', hours: 'Mo-Fr 08:00-20:00; PH off' } },
  communes: ['75056'],
  bbox: [2.22, 48.81, 2.47, 48.91],
});

const STRASBOURG = ['2023-01-01', '2024-01-01', '2025-01-01'].map((start, i) =>
  stage({
    key: `246700488-ZFE-00${i + 1}@${start}`,
    id: `246700488-ZFE-00${i + 1}`,
    authority: 'Eurométropole de Strasbourg',
    name: 'ZFE de Strasbourg',
    start,
    end: null,
    status: i < 2 ? 'expired' : 'ongoing',
    rules: { vp: { firstBanned: i === 2 ? 'V3' : 'V4', hours: '24/7' } },
    communes: ['67482'],
    bbox: [7.6, 48.5, 7.9, 48.7],
  }),
);

/** The popup's element for zones, with its link's follow handler. */
function popup(found: ZonesAt, locale: 'fr-FR' | 'en-GB' = 'fr-FR') {
  const root = document.createElement('div');
  const onFollow = vi.fn((event: MouseEvent) => event.preventDefault());
  renderZonePopup(root, { t: layerTranslator(locale), ...found, onFollow });
  return { root, onFollow };
}

/** The text of an element, French spaces as plain ones. */
const text = (e: Element | null | undefined): string =>
  (e?.textContent ?? '').replace(/\u00a0/g, ' ');

describe('the zones at a point', () => {
  it('reads successive stages of one zone as that zone, its latest in force detailed', () => {
    const found = zonesAt(
      [...STRASBOURG, PARIS],
      STRASBOURG.map((s) => s.key),
    );
    expect(found.zones).toHaveLength(1);
    expect(found.zones[0]?.current.start).toBe('2025-01-01');
    expect(found.more).toBe(0);
  });

  it('keeps two zones, in force first, and counts the others', () => {
    const planned = stage({
      key: 'p@2028',
      authority: 'A',
      name: 'ZFE d’Ostwald',
      status: 'planned',
    });
    const other = stage({ key: 'o@2022', authority: 'B', name: 'ZFE de Bischheim' });
    const keys = [planned.key, other.key, PARIS.key, 'not-in-the-answer'];
    const found = zonesAt([planned, other, PARIS], keys);
    expect(found.zones.map((z) => z.name)).toEqual(['ZFE de Bischheim', 'ZFE de Paris']);
    expect(found.more).toBe(1);
    expect(text(popup(found).root.querySelector('.zfe-popup-more'))).toBe(
      'Et 1 autre(s) zone(s) à cet endroit.',
    );
  });

  it('is empty for keys the answer does not hold', () => {
    expect(zonesAt([PARIS], ['gone'])).toEqual({ zones: [], more: 0 });
  });
});

describe('the page of a zone', () => {
  it('is its town’s ZFE page, the town its name gives', () => {
    const [rouen] = zonesAt([stage()], [stage().key]).zones;
    expect(zonePagePath(rouen!)).toBe('/zfe/rouen');
    const havre = stage({ name: 'ZFE du Havre' });
    expect(zonePagePath(zonesAt([havre], [havre.key]).zones[0]!)).toBe('/zfe/le-havre');
    const etienne = stage({ name: 'ZFE de Saint-Étienne' });
    expect(zonePagePath(zonesAt([etienne], [etienne.key]).zones[0]!)).toBe('/zfe/saint-etienne');
  });

  it('is the ZFE home when no commune lies in the zone (named after its authority)', () => {
    const lone = stage({ name: 'ZFE de Métropole X', communes: [] });
    expect(zonePagePath(zonesAt([lone], [lone.key]).zones[0]!)).toBe('/zfe');
  });
});

describe('the popup', () => {
  it('says the zone, its status today, its bans per vehicle class and links to its page', () => {
    const { root, onFollow } = popup(zonesAt([stage()], [stage().key]));
    expect(root.dataset.testid).toBe('zfe-popup');
    expect(text(root.querySelector('.zfe-popup-kicker'))).toBe('Zone à faibles émissions');
    expect(text(root.querySelector('h3'))).toBe('ZFE de Rouen');
    expect(text(root.querySelector('.zfe-popup-status'))).toBe(
      'En vigueur depuis le 1er septembre 2022, jusqu’au 1er septembre 2032.',
    );
    expect([...root.querySelectorAll('li')].map(text)).toEqual([
      'Voitures, poids lourds : Crit’Air 4, 5 et non classés interdits',
    ]);
    const link = root.querySelector('a')!;
    expect(text(link)).toBe('Voir la page ZFE');
    expect(link.getAttribute('href')).toBe('/zfe/rouen');
    link.click();
    expect(onFollow).toHaveBeenCalledWith(expect.any(MouseEvent), '/zfe/rouen');
  });

  it('gives the hours of a ban that is not permanent', () => {
    const { root } = popup(zonesAt([PARIS], [PARIS.key]));
    expect(text(root.querySelector('[data-vehicles="vp"]'))).toBe(
      'Voitures : Crit’Air 4, 5 et non classés interdits, du lundi au vendredi de 8 h à 20 h, sauf jours fériés',
    );
    expect(text(root.querySelector('.zfe-popup-status'))).toBe(
      'En vigueur depuis le 1er juin 2021.',
    );
  });

  it('says a rule once for the classes it applies to, « Tous les véhicules » for all', () => {
    const always = { firstBanned: 'V4', hours: '24/7' } as const;
    const all = stage({
      rules: { vp: always, vul: always, pl: always, autobus_autocars: always, deux_rm: always },
    });
    expect([...popup(zonesAt([all], [all.key])).root.querySelectorAll('li')].map(text)).toEqual([
      'Tous les véhicules : Crit’Air 4, 5 et non classés interdits',
    ]);
    // Nice: all day every day is all the time; the lorries' ban is another.
    const nice = stage({
      rules: {
        vp: always,
        vul: always,
        pl: { firstBanned: 'V3', hours: '24/7' },
        autobus_autocars: { firstBanned: 'V3', hours: 'Mo-Su 00:00-23:59' },
      },
    });
    expect([...popup(zonesAt([nice], [nice.key])).root.querySelectorAll('li')].map(text)).toEqual([
      'Voitures, utilitaires : Crit’Air 4, 5 et non classés interdits',
      'Poids lourds, bus et cars : Crit’Air 3, 4, 5 et non classés interdits',
    ]);
  });

  it('says from when a planned zone applies, and when the base gives it no ban', () => {
    const planned = stage({ status: 'planned', start: '2028-01-01', end: null, rules: {} });
    const { root } = popup(zonesAt([planned], [planned.key]));
    expect(root.querySelector('[data-status="planned"]')).not.toBeNull();
    expect(text(root.querySelector('.zfe-popup-status'))).toBe(
      'Pas encore en vigueur : à partir du 1er janvier 2028.',
    );
    expect(text(root.querySelector('.zfe-popup-zone > p:not(.zfe-popup-status)'))).toBe(
      'Aucune vignette interdite dans la base nationale.',
    );
  });

  it('speaks English in en-GB, the zone’s French name said in English', () => {
    const { root } = popup(zonesAt([PARIS], [PARIS.key]), 'en-GB');
    expect(text(root.querySelector('.zfe-popup-kicker'))).toBe('Low-emission zone');
    expect(text(root.querySelector('h3'))).toBe('Paris low-emission zone (ZFE)');
    expect(text(root.querySelector('.zfe-popup-status'))).toBe('In force since 1 June 2021.');
    expect(text(root.querySelector('li'))).toBe(
      'Cars: Crit’Air 4, 5 and unclassified vehicles banned, Monday to Friday from 8:00 to 20:00, except public holidays',
    );
    expect(text(root.querySelector('a'))).toBe('See the low-emission-zone page');
  });

  it('is written anew, not added to, when rendered again', () => {
    const found = zonesAt([stage()], [stage().key]);
    const { root } = popup(found);
    renderZonePopup(root, { t: layerTranslator('en-GB'), ...found, onFollow: () => undefined });
    expect(root.querySelectorAll('h3')).toHaveLength(1);
    expect(text(root.querySelector('h3'))).toBe('Rouen low-emission zone (ZFE)');
  });
});
