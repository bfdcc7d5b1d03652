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

/**
 * Car makes (folded): an amenity=fuel named after one, without fuel, is a car dealer. Makes that
 * are also common words (Mini, Smart, Seat) are left out.
 */
const CAR_MAKES: readonly string[] = (
  'abarth,alfa romeo,aston martin,audi,bentley,bmw,bugatti,cadillac,chevrolet,chrysler,' +
  'citroen,cupra,dacia,ds automobiles,ferrari,fiat,honda,hyundai,infiniti,jaguar,kia,' +
  'lamborghini,lancia,land rover,lexus,maserati,mazda,mclaren,mercedes,mercedes benz,' +
  'mitsubishi,nissan,opel,peugeot,polestar,porsche,range rover,renault,rolls royce,skoda,' +
  'subaru,suzuki,tesla,toyota,volkswagen,volvo'
).split(',');

function folded(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function namesCarMake(text: string | undefined): boolean {
  const f = folded(text);
  if (!f) return false;
  return CAR_MAKES.some((make) => f === make || f.startsWith(`${make} `));
}

/**
 * True when an object tagged amenity=fuel sells fuel: it has a fuel:* tag, or it is neither a
 * car dealer or garage (shop=car or car_repair) nor named after a car make (« Range Rover »
 * tagged fuel, without fuel, is a dealer's showroom).
 */
export function sellsFuel(tags: Readonly<Record<string, string>>): boolean {
  if (tags.amenity !== 'fuel') return false;
  if (Object.keys(tags).some((k) => k.startsWith('fuel:') && tags[k] !== 'no')) return true;
  const carTrade = tags.shop === 'car' || tags.shop === 'car_repair';
  return !carTrade && !namesCarMake(tags.name) && !namesCarMake(tags.brand);
}

/**
 * The tags as a POI reads them: an amenity=fuel that sells no fuel (sellsFuel) is the car
 * dealer it is (shop=car, unless it has another shop).
 */
export function poiTags(tags: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  if (tags.amenity !== 'fuel' || sellsFuel(tags)) return tags;
  const dealer: Record<string, string> = { ...tags, shop: tags.shop ?? 'car' };
  delete dealer.amenity;
  return dealer;
}

/** Keys whose lines and areas are not places: a historic road or canal is no monument. */
const LINEAR_KEYS = ['highway', 'railway', 'waterway', 'barrier'] as const;

/**
 * True when `key=yes` makes a POI: any shop, and a named historic object that is not a road or
 * a line (the Gros-Horloge of Rouen is tagged building=yes, historic=yes).
 */
function acceptsYes(key: string, tags: Readonly<Record<string, string>>): boolean {
  if (key === 'shop') return true;
  return key === 'historic' && LINEAR_KEYS.every((k) => !tags[k]);
}

/** The POI category (`key=value`) of a tag set, or undefined when it is not a POI. */
export function poiCategory(raw: Readonly<Record<string, string>>): string | undefined {
  const tags = poiTags(raw);
  if (!tags.name && !tags.brand) return undefined;
  for (const key of POI_KEYS) {
    const value = tags[key];
    if (!value || value === 'no' || (value === 'yes' && !acceptsYes(key, tags))) continue;
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
