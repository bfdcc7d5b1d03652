import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LOADERS, formatAddressReport, loadAddressFile, type AddressRow } from '.';
import { displayStreetName } from './street-names';
import { lambert93ToWgs84 } from './montpellier';

const shared = resolve(
  import.meta.dirname,
  '../../..',
  process.env.PERIPLE_SHARED_DATA ?? '../shared/data',
  'addresses',
);

async function load(format: 'bano' | 'toulouse' | 'montpellier', file: string) {
  const rows: AddressRow[] = [];
  const report = await loadAddressFile({
    format,
    path: resolve(shared, file),
    onRow: (r) => rows.push(r),
  });
  return { rows, report };
}

function inBox(rows: readonly AddressRow[], box: readonly [number, number, number, number]) {
  return rows.every(
    (r) => r.lng >= box[0] && r.lng <= box[2] && r.lat >= box[1] && r.lat <= box[3],
  );
}

describe('address loaders on the real files', () => {
  it('reads the 65,396 Toulouse rows (";", decimal commas, B/T suffixes, INSEE from sti)', async () => {
    const { rows, report } = await load('toulouse', 'toulouse-open-data-addresses.csv.bz2');
    expect(report.lines).toBe(65_396);
    expect(report.accepted).toBe(65_396);
    expect(report.rejectedCount).toBe(0);
    expect(rows[0]).toMatchObject({
      housenumber: '65',
      street: 'Avenue du Général de Croutte',
      insee: '31555',
      lng: 1.38806936,
      lat: 43.56643855,
    });
    expect(rows.some((r) => r.housenumber === '53bis')).toBe(true);
    expect(rows.some((r) => r.housenumber?.endsWith('ter'))).toBe(true);
    expect(inBox(rows, [1.3, 43.5, 1.55, 43.7])).toBe(true);
  });

  it('reads the 36,305 Montpellier rows, Lambert-93 reprojected to WGS84', async () => {
    const { rows, report } = await load(
      'montpellier',
      'montpellier-open-data-addresses-lambert93.csv.bz2',
    );
    expect(report.lines).toBe(36_305);
    expect(report.accepted).toBe(36_305);
    // Number 0: a point of the street itself (a square, a roundabout), not an address.
    expect(report.streetPoints).toBe(496);
    expect(rows[0]).toMatchObject({
      housenumber: '118',
      street: 'Rue Bernard Blier',
      insee: '34172',
    });
    expect(rows[0]?.lng).toBeCloseTo(3.8614, 3);
    expect(rows[0]?.lat).toBeCloseTo(43.5875, 3);
    expect(rows.some((r) => r.housenumber?.endsWith('bis'))).toBe(true);
    expect(inBox(rows, [3.75, 43.55, 3.95, 43.67])).toBe(true);
  });

  it('reads BANO files and reports bad rows with their line and reason', async () => {
    const limousin = await load('bano', 'bano-limousin.csv');
    expect(limousin.report).toMatchObject({ lines: 2001, accepted: 2001, rejectedCount: 0 });
    expect(limousin.rows[0]).toMatchObject({
      housenumber: '10',
      street: 'Place Allègre',
      postcode: '19240',
      insee: '19005',
      town: 'Allassac',
    });
    const sample = await load('bano', 'sample-bano.csv');
    expect(sample.report.accepted).toBe(34);
    expect(sample.report.rejected).toEqual([
      expect.objectContaining({ line: 35, reason: 'missing street' }),
      expect.objectContaining({ line: 36, reason: 'invalid postcode' }),
      expect.objectContaining({ line: 37, reason: 'expected 8 columns, found 11' }),
    ]);
    expect(formatAddressReport(sample.report)).toContain(
      '34 addresses (0 street points), 3 rejected',
    );
  });
});

describe('validation and layouts', () => {
  it('rejects coordinates outside France and invalid numbers', () => {
    const bano = ADDRESS_LOADERS.bano;
    expect(bano.parseLine('x-1,1,Rue A,75001,Paris,OSM,0,0', undefined)).toEqual({
      rejected: 'coordinates outside France',
    });
    expect(bano.parseLine('x-1,1,Rue A,75001,Paris,OSM,abc,2.3', undefined)).toEqual({
      rejected: 'coordinates not numbers',
    });
    expect(bano.parseLine('x-1,1 1/2,Rue A,75001,Paris,OSM,48.8,2.3', undefined)).toEqual({
      rejected: 'invalid house number',
    });
  });

  it('reads the BAN layout with a header', () => {
    const header = 'id;numero;rep;nom_voie;code_postal;code_insee;nom_commune;lon;lat'.split(';');
    expect(ADDRESS_LOADERS.bano.isHeader(header.join(';'))).toBe(true);
    const result = ADDRESS_LOADERS.bano.parseLine(
      '31555_1;12;bis;Rue du Taur;31000;31555;Toulouse;1.4422;43.6045',
      header,
    );
    expect(result).toMatchObject({
      row: { housenumber: '12bis', insee: '31555', postcode: '31000' },
    });
  });

  it('spells out street names written in capitals', () => {
    expect(displayStreetName('AV DU GENERAL DE CROUTTE')).toBe('Avenue du Général de Croutte');
    expect(displayStreetName("CHE D'ARMAGNAC")).toBe("Chemin d'Armagnac");
    expect(displayStreetName('GRANDE-RUE SAINT-MICHEL')).toBe('Grande-Rue Saint-Michel');
  });

  it('reprojects Lambert-93 with proj4', () => {
    const [lng, lat] = lambert93ToWgs84(700000, 6600000);
    expect(lng).toBeCloseTo(3, 6);
    expect(lat).toBeCloseTo(46.5, 6);
  });
});
