import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ValhallaEngine } from '../routing/valhalla-engine';
import type { ValhallaTrip } from '../routing/valhalla-types';
import { AppError } from '../core/errors';
import { elevationProfile } from './elevation';
import { fallbackFuelPrices, median } from './fuel-prices';
import { tollKilometres, tripPrices } from './route-costs';
import { effectiveOptions } from './route-options';
import { classifyValhallaError, failureToAppError } from './valhalla-errors';
import { providerByName } from '../../src/domain/itinerary/providers';
import { routesQuerySchema } from '../../src/domain/itinerary/api-schema';

const routingDir = resolve(import.meta.dirname, '../../data/monaco/routing');

/** A copy of the Monaco routing artefact's config without the DEM (same graph). */
function withoutDem(): string {
  const dir = mkdtempSync(join(tmpdir(), 'routing-nodem-'));
  for (const f of ['valhalla_tiles.tar', 'admins.sqlite'])
    symlinkSync(join(routingDir, f), join(dir, f));
  const config = JSON.parse(readFileSync(join(routingDir, 'valhalla.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    join(dir, 'valhalla.json'),
    JSON.stringify({ ...config, additional_data: { elevation: '' } }),
  );
  return dir;
}

describe('Valhalla errors of the real engine map to the catalogue', () => {
  it('classifies what the Actor rejects with', async () => {
    const engine = await ValhallaEngine.open(routingDir);
    const fail = async (query: Record<string, unknown>) => {
      try {
        await engine.route(query);
      } catch (error) {
        return classifyValhallaError(error);
      }
      throw new Error('expected a rejection');
    };
    const sea = await fail({
      locations: [
        { lat: 43.7311, lon: 7.4197 },
        { lat: 43.6, lon: 7.45, search_cutoff: 3000 },
      ],
      costing: 'auto',
    });
    expect(sea.kind).toBe('no-route');
    const one = await fail({ locations: [{ lat: 43.7311, lon: 7.4197 }], costing: 'auto' });
    expect(one.kind).toBe('invalid');
    const costing = await fail({
      locations: [
        { lat: 43.7311, lon: 7.4197 },
        { lat: 43.7394, lon: 7.4277 },
      ],
      costing: 'hovercraft',
    });
    expect(costing.kind).not.toBe('engine');
    const mapped = failureToAppError(sea, { provider: 'voiture', mode: 'car' });
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped.statusCode).toBe(404);
    expect(
      failureToAppError({ kind: 'engine', message: 'boom' }, { provider: 'x', mode: 'car' })
        .statusCode,
    ).toBe(502);
  });

  it('gives an empty profile without a DEM (real engine, no elevation tiles)', async () => {
    const engine = await ValhallaEngine.open(withoutDem());
    expect(engine.hasElevation).toBe(false);
    const profile = await elevationProfile(engine, '_izlhA~rlgdF_{geC~ywl@');
    expect(profile).toEqual({
      available: false,
      heights: [],
      min: null,
      max: null,
      gain: 0,
      loss: 0,
    });
  });
});

describe('toll estimate on the sections Valhalla flags as toll', () => {
  const trip: ValhallaTrip = {
    locations: [],
    summary: {
      time: 3600,
      length: 100,
      has_toll: true,
      min_lat: 0,
      min_lon: 0,
      max_lat: 0,
      max_lon: 0,
    },
    legs: [
      {
        shape: '',
        summary: { time: 3600, length: 100, min_lat: 0, min_lon: 0, max_lat: 0, max_lon: 0 },
        maneuvers: [
          {
            type: 1,
            instruction: '',
            time: 60,
            length: 10,
            begin_shape_index: 0,
            end_shape_index: 1,
          },
          {
            type: 8,
            instruction: '',
            time: 3000,
            length: 80,
            begin_shape_index: 1,
            end_shape_index: 2,
            toll: true,
          },
          {
            type: 4,
            instruction: '',
            time: 540,
            length: 10,
            begin_shape_index: 2,
            end_shape_index: 2,
          },
        ],
      },
    ],
  };

  it('prices 80 km of toll by vehicle class and adds the fuel', () => {
    expect(tollKilometres(trip)).toBe(80);
    const query = routesQuerySchema.parse({
      from: '7.4,43.7',
      to: '7.5,43.8',
      vehicle: 'utilitaire',
      fuel: 'B7',
    });
    const options = effectiveOptions(providerByName('voiture')!, query, fallbackFuelPrices());
    const prices = tripPrices(trip, options, 'fr');
    expect(prices.toll).toEqual({ value: 12, label: '12,00 €', estimated: true });
    expect(prices.fuel?.value).toBeCloseTo(100 * 0.095 * 1.229, 2);
    expect(prices.main.value).toBeCloseTo(12 + 100 * 0.095 * 1.229, 2);
    const moto = effectiveOptions(
      providerByName('moto')!,
      routesQuerySchema.parse({ from: '7.4,43.7', to: '7.5,43.8' }),
      fallbackFuelPrices(),
    );
    expect(tripPrices(trip, moto, 'en').toll?.value).toBe(4.8);
  });

  it('takes the median of the station prices', () => {
    expect(median([1, 2, 3])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });
});
