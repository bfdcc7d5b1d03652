/** Tag keys that make a named OSM object a POI, in priority order. */
export const POI_KEYS = [
  'amenity',
  'shop',
  'tourism',
  'leisure',
  'historic',
  'healthcare',
  'office',
  'craft',
  'railway',
  'public_transport',
  'highway',
  'aeroway',
  'natural',
  'man_made',
] as const;

/** Values accepted for keys that are mostly not POIs. */
const RESTRICTED: Readonly<Record<string, readonly string[]>> = {
  railway: ['station', 'halt', 'tram_stop', 'subway_entrance'],
  public_transport: ['station'],
  highway: ['bus_stop'],
  aeroway: ['aerodrome', 'heliport', 'helipad'],
  natural: ['peak', 'beach', 'cave_entrance'],
  man_made: ['lighthouse', 'tower', 'windmill'],
};

/** `osmium tags-filter` expressions selecting every object the places stage reads. */
export const OSMIUM_FILTERS: readonly string[] = [
  ...POI_KEYS.filter((k) => !(k in RESTRICTED)).map((k) => `nwr/${k}`),
  ...Object.entries(RESTRICTED).map(([k, values]) => `nwr/${k}=${values.join(',')}`),
  'nwr/addr:housenumber',
];

/** The POI category (`key=value`) of a tag set, or undefined when it is not a POI. */
export function poiCategory(tags: Readonly<Record<string, string>>): string | undefined {
  if (!tags.name && !tags.brand) return undefined;
  for (const key of POI_KEYS) {
    const value = tags[key];
    if (!value || value === 'no' || (value === 'yes' && key !== 'shop')) continue;
    const allowed = RESTRICTED[key];
    if (allowed && !allowed.includes(value)) continue;
    return `${key}=${value}`;
  }
  return undefined;
}

/** An address read from addr:* tags. */
export interface OsmAddress {
  housenumber: string;
  street: string | null;
  place: string | null;
  postcode: string | null;
  city: string | null;
}

/** The address of a tag set, or undefined without a house number and a street or place. */
export function osmAddress(tags: Readonly<Record<string, string>>): OsmAddress | undefined {
  const housenumber = tags['addr:housenumber']?.trim();
  const street = tags['addr:street']?.trim() || null;
  const place = tags['addr:place']?.trim() || null;
  if (!housenumber || (!street && !place)) return undefined;
  return {
    housenumber,
    street,
    place,
    postcode: tags['addr:postcode']?.trim() || null,
    city: tags['addr:city']?.trim() || null,
  };
}
