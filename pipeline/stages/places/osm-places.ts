import type { Feature, Geometry } from 'geojson';
import { join } from 'node:path';
import { run } from '../../core/exec';
import { osmAddress, OSMIUM_FILTERS, poiCategory, type OsmAddress } from './classify';
import { normaliseOsmId, placePoint } from './geometry';

/** A POI read from OSM. */
export interface OsmPoi {
  osmId: string;
  name: string | null;
  category: string;
  brand: string | null;
  tags: Record<string, string>;
  lng: number;
  lat: number;
}

/** An OSM address point. */
export interface OsmAddressPoint extends OsmAddress {
  osmId: string;
  lng: number;
  lat: number;
}

/** Any object read, with its tags, geometry and representative point. */
export interface OsmFeature {
  osmId: string;
  tags: Record<string, string>;
  geometry: Geometry;
  point: [number, number];
}

/** Callbacks receiving what the OSM reader finds. */
export interface OsmPlacesSink {
  poi(poi: OsmPoi): void;
  address(address: OsmAddressPoint): void;
  /** Every object read (optional: the search stage reads streets and places from it). */
  feature?(feature: OsmFeature): void;
}

/** Options of the OSM places reader. */
export interface ReadOsmPlacesOptions {
  pbf: string;
  workDir: string;
  sink: OsmPlacesSink;
  signal?: AbortSignal;
  onFeature?: () => void;
  /** More `osmium tags-filter` expressions than the POIs and addresses. */
  extraFilters?: readonly string[];
}

function handleFeature(line: string, sink: OsmPlacesSink): boolean {
  const feature = JSON.parse(line) as Feature & { id: string };
  const tags = (feature.properties ?? {}) as Record<string, string>;
  const point = feature.geometry ? placePoint(feature.geometry) : undefined;
  if (!point) return false;
  const osmId = normaliseOsmId(feature.id);
  const [lng, lat] = point;
  const category = poiCategory(tags);
  if (category) {
    sink.poi({
      osmId,
      name: tags['name:fr'] ?? tags.name ?? null,
      category,
      brand: tags.brand ?? null,
      tags,
      lng,
      lat,
    });
  }
  const address = osmAddress(tags);
  if (address) sink.address({ ...address, osmId, lng, lat });
  if (sink.feature && feature.geometry)
    sink.feature({ osmId, tags, geometry: feature.geometry, point });
  return true;
}

/**
 * Reads POIs and addresses from a PBF with osmium (tags-filter, then export as GeoJSON
 * sequence), giving one representative point per object.
 */
export async function readOsmPlaces(
  options: ReadOsmPlacesOptions,
): Promise<{ features: number; skipped: number }> {
  const filtered = join(options.workDir, 'places-filtered.osm.pbf');
  await run(
    'osmium',
    [
      'tags-filter',
      '--overwrite',
      '-o',
      filtered,
      options.pbf,
      ...OSMIUM_FILTERS,
      ...(options.extraFilters ?? []),
    ],
    {
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  let features = 0;
  let skipped = 0;
  await run(
    'osmium',
    [
      'export',
      '-f',
      'geojsonseq',
      '-x',
      'print_record_separator=false',
      '--add-unique-id=type_id',
      '-o',
      '-',
      filtered,
    ],
    {
      ...(options.signal ? { signal: options.signal } : {}),
      onLine: (line, stream) => {
        if (stream !== 'stdout' || !line.startsWith('{')) return;
        if (handleFeature(line, options.sink)) features++;
        else skipped++;
        options.onFeature?.();
      },
    },
  );
  return { features, skipped };
}
