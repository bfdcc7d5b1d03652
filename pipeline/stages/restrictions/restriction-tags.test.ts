import { describe, expect, it } from 'vitest';
import {
  accessLabel,
  frenchNumber,
  limitLabel,
  parseLimit,
  splitConditional,
} from './restriction-tags';
import { roadworksOf } from './roadworks';
import { wayRestrictions } from './way-restrictions';
import { validOpeningHours } from './zfe-stages';

describe('limits', () => {
  it('parses figures with their units into tonnes and metres', () => {
    expect(parseLimit('maxweight', '3.5')).toEqual({ ok: true, value: 3.5 });
    expect(parseLimit('maxweight', '3.5 t')).toEqual({ ok: true, value: 3.5 });
    expect(parseLimit('maxweight', '3,5')).toEqual({ ok: true, value: 3.5 });
    expect(parseLimit('maxweight', '7500 kg')).toEqual({ ok: true, value: 7.5 });
    expect(parseLimit('maxheight', '3.5 m')).toEqual({ ok: true, value: 3.5 });
    expect(parseLimit('maxheight', '12\'6"')).toEqual({ ok: true, value: 3.81 });
    expect(parseLimit('maxheight', "14'")).toEqual({ ok: true, value: 4.267 });
    expect(parseLimit('maxwidth', '220 cm')).toEqual({ ok: true, value: 2.2 });
    expect(parseLimit('maxlength', '12')).toEqual({ ok: true, value: 12 });
  });

  it('skips symbolic, illegible and implausible values with a reason', () => {
    expect(parseLimit('maxheight', 'default')).toEqual({ ok: false, reason: '« default »' });
    expect(parseLimit('maxheight', 'below_default')).toEqual({
      ok: false,
      reason: '« below_default »',
    });
    expect(parseLimit('maxweight', 'none')).toEqual({ ok: false, reason: '« none »' });
    expect(parseLimit('maxweight', 'about 3 t')).toEqual({ ok: false, reason: 'valeur illisible' });
    expect(parseLimit('maxweight', '3.5 furlongs')).toEqual({
      ok: false,
      reason: 'valeur illisible',
    });
    expect(parseLimit('maxweight', '3500')).toEqual({ ok: false, reason: 'valeur hors bornes' });
    expect(parseLimit('maxheight', '0')).toEqual({ ok: false, reason: 'valeur hors bornes' });
  });
});

describe('labels', () => {
  it('writes numbers the French way', () => {
    expect(frenchNumber(3.5, 0, 2)).toBe('3,5');
    expect(frenchNumber(19, 0, 2)).toBe('19');
    expect(frenchNumber(3.5, 2, 2)).toBe('3,50');
    expect(frenchNumber(12, 2, 2)).toBe('12,00');
    expect(frenchNumber(3.456, 0, 2)).toBe('3,46');
  });

  it('names each limit', () => {
    expect(limitLabel('maxweight', 3.5)).toBe('Interdit aux plus de 3,5 t');
    expect(limitLabel('maxweight', 19)).toBe('Interdit aux plus de 19 t');
    expect(limitLabel('maxheight', 3.5)).toBe('Hauteur limitée à 3,50 m');
    expect(limitLabel('maxwidth', 2.2)).toBe('Largeur limitée à 2,20 m');
    expect(limitLabel('maxlength', 12)).toBe('Longueur limitée à 12,00 m');
  });

  it('names access values by their key', () => {
    expect(accessLabel('motor_vehicle', 'no')).toBe('Interdit aux véhicules à moteur');
    expect(accessLabel('access', 'no')).toBe('Accès interdit');
    expect(accessLabel('access', 'destination')).toBe('Accès réservé aux riverains');
    expect(accessLabel('motor_vehicle', 'private')).toBe('Voie privée');
    expect(accessLabel('access', 'customers')).toBeUndefined();
  });
});

describe('splitConditional', () => {
  it('reads value @ condition parts, parentheses kept together', () => {
    expect(splitConditional('none @ (Mo-Fr 07:00-19:00)')).toEqual([
      { value: 'none', condition: 'Mo-Fr 07:00-19:00' },
    ]);
    expect(
      splitConditional('destination @ (Jul 23-Aug 21 Sa 14:00-20:00; Su,PH 10:00-20:00)'),
    ).toEqual([
      { value: 'destination', condition: 'Jul 23-Aug 21 Sa 14:00-20:00; Su,PH 10:00-20:00' },
    ]);
    expect(splitConditional('no @ (Mo-Fr 07:00-09:00); destination @ (Sa)')).toEqual([
      { value: 'no', condition: 'Mo-Fr 07:00-09:00' },
      { value: 'destination', condition: 'Sa' },
    ]);
    expect(splitConditional('3.5 @ wet')).toEqual([{ value: '3.5', condition: 'wet' }]);
    expect(splitConditional('no')).toBeUndefined();
  });
});

describe('wayRestrictions', () => {
  const read = (tags: Record<string, string>) => wayRestrictions(tags, validOpeningHours);

  it('reads limits, hgv and access with their labels', () => {
    const { items, skipped } = read({
      highway: 'primary',
      maxweight: '3.5',
      maxheight: '3.5',
      hgv: 'destination',
      motor_vehicle: 'destination',
      access: 'no',
    });
    expect(skipped).toEqual([]);
    expect(items).toEqual([
      { kind: 'maxweight', value: '3.5', conditional: null, label: 'Interdit aux plus de 3,5 t' },
      { kind: 'maxheight', value: '3.5', conditional: null, label: 'Hauteur limitée à 3,50 m' },
      {
        kind: 'hgv',
        value: 'destination',
        conditional: null,
        label: 'Poids lourds : desserte locale uniquement',
      },
      {
        kind: 'access',
        value: 'destination',
        conditional: null,
        label: 'Accès réservé aux riverains',
      },
    ]);
  });

  it('keeps the hours of conditional values and skips other conditions', () => {
    const { items, skipped } = read({
      highway: 'residential',
      'maxweight:conditional': '7.5 @ (Mo-Fr 07:00-19:00); none @ (Sa,Su)',
      'hgv:conditional': 'no @ (22:00-06:00)',
      'motor_vehicle:conditional': 'destination @ (Jul 23-Aug 21 Sa 14:00-20:00)',
      'maxheight:conditional': '2.3 @ level 0',
    });
    expect(items).toEqual([
      {
        kind: 'maxweight',
        value: '7.5',
        conditional: 'Mo-Fr 07:00-19:00',
        label: 'Interdit aux plus de 7,5 t',
      },
      { kind: 'hgv', value: 'no', conditional: '22:00-06:00', label: 'Interdit aux poids lourds' },
      {
        kind: 'access',
        value: 'destination',
        conditional: 'Jul 23-Aug 21 Sa 14:00-20:00',
        label: 'Accès réservé aux riverains',
      },
    ]);
    expect(skipped.sort()).toEqual([
      'maxheight:conditional : condition autre qu’horaire',
      'maxweight:conditional : « none »',
    ]);
  });

  it('reads access only on roads and ignores permissive values', () => {
    expect(read({ highway: 'footway', access: 'private', maxheight: '2.1' }).items).toEqual([
      { kind: 'maxheight', value: '2.1', conditional: null, label: 'Hauteur limitée à 2,10 m' },
    ]);
    expect(read({ highway: 'service', access: 'no', motor_vehicle: 'yes' })).toEqual({
      items: [],
      skipped: [],
    });
    expect(read({ highway: 'track', motor_vehicle: 'no' }).items[0]?.label).toBe(
      'Interdit aux véhicules à moteur',
    );
  });

  it('never throws on odd values and says why they are left out', () => {
    const { items, skipped } = read({
      highway: 'service',
      maxheight: 'default',
      maxweight: '12 st 3',
      access: 'permit',
      hgv: 'delivery',
      'maxwidth:conditional': 'nonsense',
    });
    expect(items).toEqual([]);
    expect(skipped.sort()).toEqual([
      'access : valeur « permit » non retenue',
      'hgv : valeur « delivery » non retenue',
      'maxheight : « default »',
      'maxweight : valeur illisible',
      'maxwidth:conditional : valeur illisible',
    ]);
  });
});

describe('roadworksOf', () => {
  it('labels works by the road’s name, else its kind, with the dates that are dates', () => {
    expect(
      roadworksOf({
        highway: 'construction',
        construction: 'secondary',
        name: 'Avenue Mareterra',
        'construction:start_date': '2024-03-01',
        opening_date: '2025-06-30',
      }),
    ).toEqual({
      label: 'Travaux : Avenue Mareterra',
      road: 'Avenue Mareterra',
      start: '2024-03-01',
      end: '2025-06-30',
    });
    expect(
      roadworksOf({
        highway: 'construction',
        construction: 'secondary',
        'construction:end_date': 'spring 2025',
      }),
    ).toEqual({ label: 'Travaux : route secondaire', road: null, start: null, end: null });
    expect(roadworksOf({ highway: 'construction', construction: 'yes' })?.label).toBe(
      'Travaux : voie',
    );
    expect(roadworksOf({ highway: 'residential' })).toBeUndefined();
  });
});
