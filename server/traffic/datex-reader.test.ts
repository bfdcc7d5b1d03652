import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TrafficEvent } from '../../src/domain/restrictions/api';
import { eventAt, parseDatex, readDatex } from './datex-reader';
import { datexInstant } from './datex-time';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const V2 = fixture('datex2-v2-rouen.xml');
const V3 = fixture('datex2-v3-paris.xml');
/** 10:00 in Paris: the fixtures' records are read at this instant. */
const AT = new Date('2026-03-10T09:00:00Z');

function byId(events: TrafficEvent[], id: string): TrafficEvent {
  const event = events.find((e) => e.id === id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
}

describe('readDatex on a DATEX II v2 d2LogicalModel (Rouen)', () => {
  const events = readDatex(V2, AT);

  it('reads every record with coordinates, in document order', () => {
    expect(events.map((e) => [e.id, e.type, e.status])).toEqual([
      ['datex:DIRNO_2026_0412_ACC', 'accident', 'ongoing'],
      ['datex:DIRNO_2026_0377_TRV', 'roadworks', 'ongoing'],
      ['datex:DIRNO_2026_0455_TRV', 'roadworks', 'planned'],
      ['datex:DIRNO_2026_0461_FER', 'closure', 'ongoing'],
      ['datex:DIRNO_2026_0461_VOI', 'closure', 'expired'],
    ]);
    expect(events.every((e) => e.source === 'datex')).toBe(true);
  });

  it('counts the ALERT-C-only record as without position', () => {
    const reading = parseDatex(V2);
    expect(reading.withoutPosition).toBe(1);
    expect(reading.unreadable).toBe(0);
    expect(events.some((e) => e.id.includes('VIT'))).toBe(false);
  });

  it('takes the display point, else the first TPEG point, else pointByCoordinates', () => {
    const accident = byId(events, 'datex:DIRNO_2026_0412_ACC');
    expect([accident.lat, accident.lng]).toEqual([49.4187, 1.0612]);
    const works = byId(events, 'datex:DIRNO_2026_0377_TRV');
    expect([works.lat, works.lng]).toEqual([49.5121, 1.1633]);
    const lanes = byId(events, 'datex:DIRNO_2026_0461_VOI');
    expect([lanes.lat, lanes.lng]).toEqual([49.4329, 1.0881]);
  });

  it('labels in French with the French comment, not the location descriptor', () => {
    expect(byId(events, 'datex:DIRNO_2026_0412_ACC').label).toBe(
      'Accident : Collision entre deux véhicules, voie de droite neutralisée',
    );
    expect(byId(events, 'datex:DIRNO_2026_0377_TRV').label).toBe(
      'Travaux : Réfection de la chaussée, circulation sur une voie',
    );
    expect(byId(events, 'datex:DIRNO_2026_0461_FER').label).toMatch(/^Route fermée : Pont fermé/);
    expect(byId(events, 'datex:DIRNO_2026_0461_VOI').label).toBe('Voie fermée');
  });

  it('reads the road number, the road name or the TPEG link name', () => {
    expect(events.map((e) => e.road)).toEqual([
      'N338',
      'N28',
      'A150',
      'Pont Gustave-Flaubert',
      null,
    ]);
  });

  it('gives the validity as ISO instants', () => {
    const works = byId(events, 'datex:DIRNO_2026_0455_TRV');
    expect(works.start).toBe('2026-04-06T19:00:00.000Z');
    expect(works.end).toBe('2026-05-29T04:00:00.000Z');
    expect(byId(events, 'datex:DIRNO_2026_0412_ACC').end).toBeNull();
  });

  it('reads the same document inside a SOAP envelope (Bison Futé)', () => {
    const body = V2.replace(/^<\?xml[^>]*>/, '');
    const soap = `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body>${body}</soap:Body></soap:Envelope>`;
    expect(readDatex(soap, AT)).toEqual(events);
  });
});

describe('readDatex on a DATEX II v3 messageContainer (Paris)', () => {
  const events = readDatex(V3, AT);

  it('reads types and statuses', () => {
    expect(events.map((e) => [e.id, e.type, e.status])).toEqual([
      ['datex:DIRIF_2026_1201_ACC', 'accident', 'ongoing'],
      ['datex:DIRIF_2026_0988_TRV', 'roadworks', 'ongoing'],
      ['datex:DIRIF_2026_1150_TRV', 'roadworks', 'planned'],
      ['datex:DIRIF_2026_1177_FER', 'closure', 'ongoing'],
      ['datex:DIRIF_2026_1177_OBS', 'other', 'ongoing'],
    ]);
    expect(parseDatex(V3).withoutPosition).toBe(1);
  });

  it('finds coordinates in pointByCoordinates, a GML posList, OpenLR and coordinatesForDisplay', () => {
    expect(events.map((e) => [e.lat, e.lng])).toEqual([
      [48.8326, 2.3895],
      [48.8213, 2.4349],
      [48.7902, 2.451],
      [48.8553, 2.347],
      [48.8514, 2.3578],
    ]);
  });

  it('labels and roads', () => {
    expect(events.map((e) => [e.label, e.road])).toEqual([
      [
        'Accident : Accident impliquant un poids lourd, voie de gauche neutralisée',
        'Boulevard périphérique extérieur',
      ],
      ['Travaux : Réparation des joints de chaussée du viaduc de Charenton', 'A4'],
      ['Travaux', 'A86'],
      [
        'Chaussée fermée : Fermeture dans le sens est-ouest entre le pont de Sully et le pont Neuf',
        'Voie Georges-Pompidou',
      ],
      ['Obstacle sur la chaussée', null],
    ]);
  });

  it('recomputes the status at another instant', () => {
    const later = new Date('2026-04-20T12:00:00Z');
    const statuses = parseDatex(V3).records.map((r) => eventAt(r, later).status);
    expect(statuses).toEqual(['ongoing', 'expired', 'planned', 'expired', 'ongoing']);
  });
});

describe('readDatex failures and edge cases', () => {
  it('throws on malformed XML, naming the line', () => {
    expect(() => readDatex('<d2LogicalModel><payloadPublication></d2LogicalModel>', AT)).toThrow(
      /XML mal formé \(ligne 1/,
    );
    expect(() => readDatex('', AT)).toThrow(/XML mal formé/);
  });

  it('throws on a document that is not a SituationPublication', () => {
    const measured = V2.replace(
      'xsi:type="SituationPublication"',
      'xsi:type="MeasuredDataPublication"',
    );
    expect(() => readDatex(measured, AT)).toThrow(/MeasuredDataPublication/);
    expect(() => readDatex('<rss><channel/></rss>', AT)).toThrow(/racine rss/);
  });

  it('reads an empty SituationPublication as no events', () => {
    const empty = `<d2LogicalModel modelBaseVersion="2"><payloadPublication xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="SituationPublication" lang="fr"/></d2LogicalModel>`;
    expect(readDatex(empty, AT)).toEqual([]);
  });

  it('counts a record without id as unreadable and skips projected coordinates', () => {
    const doc = V2.replace('id="DIRNO_2026_0412_ACC" ', '').replace(
      '<latitude>49.447300</latitude>',
      '<latitude>6818407.0</latitude>',
    );
    const reading = parseDatex(doc);
    expect(reading.unreadable).toBe(1);
    expect(reading.withoutPosition).toBe(2);
    expect(reading.records).toHaveLength(3);
  });

  it('decodes any number of XML entities (a large feed has thousands)', () => {
    const comment = Array.from({ length: 3000 }, () => 'l&apos;A13 &amp; l&apos;A150').join(' ');
    const doc = V2.replace('Collision entre deux véhicules, voie de droite neutralisée', comment);
    const label = byId(readDatex(doc, AT), 'datex:DIRNO_2026_0412_ACC').label;
    expect(label).toMatch(/^Accident : l'A13 & l'A150 l'A13/);
  });

  it('takes a time without zone as Paris time', () => {
    expect(datexInstant('2026-03-10T10:00:00')).toBe('2026-03-10T09:00:00.000Z');
    expect(datexInstant('2026-07-10T10:00:00')).toBe('2026-07-10T08:00:00.000Z');
    expect(datexInstant('2026-07-10T10:00:00.5Z')).toBe('2026-07-10T10:00:00.500Z');
    expect(datexInstant('hier')).toBeNull();
  });

  it('says planned for a v3 record marked planned even once its start is past', () => {
    const doc = V3.replace('2026-04-13T21:00:00+02:00', '2026-03-01T21:00:00+01:00');
    expect(byId(readDatex(doc, AT), 'datex:DIRIF_2026_1150_TRV').status).toBe('planned');
  });
});
