/**
 * Rubrics (activity types) of the POI catalogue: the single source of truth for the search
 * (which OSM objects belong to a rubric, which words name it) and for the later catalogue
 * screens (apps, categories, subcategories, rubric listings), which extend this list.
 * Ids are the URL slugs of /activite/{rubric}. Zod-free.
 */

/** OSM tags that put an object in a rubric: `key` with one of `values` ('*' for any). */
export interface OsmTagMatcher {
  key: string;
  values: readonly string[];
}

/** One rubric. */
export interface Rubric {
  id: string;
  /** French label (singular). */
  label: string;
  /** Maki icon name (@mapbox/maki, drawn from maki-paths.ts). */
  icon: string;
  /** Segment of the catalogue the rubric belongs to. */
  segment: 'alimentation' | 'sante' | 'hebergement' | 'transport' | 'services' | 'loisirs';
  osm: readonly OsmTagMatcher[];
  /** OSM tags that keep an object out of the rubric although `osm` fits (written `!key=v`). */
  unless: readonly OsmTagMatcher[];
  /** Words that name the rubric in a query, singular and plural (written as people type). */
  synonyms: readonly string[];
}

type Segment = Rubric['segment'];

/**
 * The rubrics, one a line: id; label; icon; segment; OSM tags ('key=v1,v2 key2=v3', any of them;
 * '!key=v' keeps out what they would take: a metro station is not a « gare »); synonyms
 * ('word|words|other name', folded: no accents, lower case).
 */
const TABLE = `
restaurant; Restaurant; restaurant; alimentation; amenity=restaurant; restaurant|restaurants|resto|restos|brasserie|brasseries
restauration-rapide; Restauration rapide; fast-food; alimentation; amenity=fast_food; restauration rapide|fast food|fast foods|snack|snacks|kebab|kebabs|pizzeria|pizzerias
cafe-bar; Café, bar; cafe; alimentation; amenity=cafe,bar,pub; cafe|cafes|bar|bars|pub|pubs|cafe bar|salon de the
boulangerie; Boulangerie; bakery; alimentation; shop=bakery,pastry; boulangerie|boulangeries|boulangerie patisserie|patisserie|patisseries
supermarche; Supermarché; grocery; alimentation; shop=supermarket; supermarche|supermarches|hypermarche|hypermarches|grande surface|grandes surfaces
epicerie; Épicerie; grocery; alimentation; shop=convenience,greengrocer,deli; epicerie|epiceries|superette|superettes|primeur|primeurs
boucherie; Boucherie; slaughterhouse; alimentation; shop=butcher; boucherie|boucheries|boucher|bouchers|charcuterie|charcuteries
pharmacie; Pharmacie; pharmacy; sante; amenity=pharmacy healthcare=pharmacy; pharmacie|pharmacies|pharmacie de garde
medecin; Médecin; doctor; sante; amenity=doctors healthcare=doctor; medecin|medecins|docteur|docteurs|generaliste|generalistes|cabinet medical
dentiste; Dentiste; dentist; sante; amenity=dentist healthcare=dentist; dentiste|dentistes
hopital; Hôpital, clinique; hospital; sante; amenity=hospital,clinic healthcare=hospital,clinic; hopital|hopitaux|clinique|cliniques|urgences|chu
veterinaire; Vétérinaire; veterinary; sante; amenity=veterinary; veterinaire|veterinaires|veto
hotel; Hôtel; lodging; hebergement; tourism=hotel,motel; hotel|hotels|motel|motels
chambre-d-hotes; Chambre d'hôtes; lodging; hebergement; tourism=guest_house; chambre d'hotes|chambres d'hotes|maison d'hotes
location-gite; Gîte, location; lodging; hebergement; tourism=chalet,apartment; gite|gites|location de vacances|meuble de tourisme
auberge-de-jeunesse; Auberge de jeunesse; lodging; hebergement; tourism=hostel; auberge de jeunesse|auberges de jeunesse|hostel|hostels
camping; Camping; campsite; hebergement; tourism=camp_site,caravan_site; camping|campings|aire de camping car
station-service; Station-service; fuel; transport; amenity=fuel; station service|stations service|station essence|stations essence|essence|carburant|carburants|pompe a essence|prix des carburants|prix du carburant|prix carburant|prix carburants|prix de l essence|prix essence|prix du gazole|prix gazole|gazole|gasoil|prix du gasoil|prix gasoil
borne-de-recharge; Borne de recharge; charging-station; transport; amenity=charging_station; borne de recharge|bornes de recharge|recharge electrique|borne electrique|bornes electriques
parking; Parking; parking; transport; amenity=parking,parking_entrance; parking|parkings|stationnement
gare; Gare; rail; transport; railway=station,halt !station=subway,light_rail,monorail,funicular,miniature !amenity=bus_station,ferry_terminal; gare|gares|gare sncf|gares sncf|station de train
arret-de-bus; Arrêt de bus; bus; transport; highway=bus_stop amenity=bus_station; arret de bus|arrets de bus|arret bus|bus|gare routiere|gares routieres
arret-de-tram; Arrêt de tram, métro; rail-light; transport; railway=tram_stop,subway_entrance station=subway,light_rail,monorail; arret de tram|arrets de tram|tram|tramway|metro|station de metro
location-de-voitures; Location de voitures; car-rental; transport; amenity=car_rental; location de voiture|location de voitures|loueur de voitures
taxi; Station de taxis; car; transport; amenity=taxi; taxi|taxis|station de taxi|station de taxis
garage; Garage automobile; car-repair; transport; shop=car_repair,car; garage|garages|garagiste|concessionnaire|concessionnaires
aeroport; Aéroport, héliport; airport; transport; aeroway=aerodrome,heliport; aeroport|aeroports|heliport|heliports
distributeur; Distributeur de billets; bank; services; amenity=atm; distributeur|distributeurs|distributeur de billets|dab|retrait
banque; Banque; bank; services; amenity=bank; banque|banques|agence bancaire
bureau-de-poste; Bureau de poste; post; services; amenity=post_office; bureau de poste|bureaux de poste|poste|la poste
mairie; Mairie; town-hall; services; amenity=townhall; mairie|mairies|hotel de ville
police; Police, gendarmerie; police; services; amenity=police; police|commissariat|commissariats|gendarmerie|gendarmeries
ecole; École; school; services; amenity=school,kindergarten,college; ecole|ecoles|college|colleges|lycee|lycees|maternelle
universite; Université; college; services; amenity=university; universite|universites|fac|faculte|facultes
bibliotheque; Bibliothèque; library; services; amenity=library; bibliotheque|bibliotheques|mediatheque|mediatheques
coiffeur; Coiffeur; hairdresser; services; shop=hairdresser; coiffeur|coiffeurs|coiffeuse|salon de coiffure
toilettes; Toilettes publiques; toilet; services; amenity=toilets; toilettes|wc|sanitaires
musee; Musée; museum; loisirs; tourism=museum,gallery; musee|musees|galerie d art
monument; Monument, site touristique; monument; loisirs; historic=monument,memorial,castle,church,ruins,yes tourism=attraction,viewpoint; monument|monuments|site touristique|sites touristiques|chateau|chateaux
lieu-de-culte; Lieu de culte; place-of-worship; loisirs; amenity=place_of_worship; eglise|eglises|cathedrale|chapelle|mosquee|synagogue|temple|lieu de culte
cinema; Cinéma; cinema; loisirs; amenity=cinema; cinema|cinemas|cine
theatre; Théâtre, spectacle; theatre; loisirs; amenity=theatre,arts_centre; theatre|theatres|salle de spectacle|opera
parc; Parc, jardin; park; loisirs; leisure=park,garden; parc|parcs|jardin|jardins
sport; Équipement sportif; pitch; loisirs; leisure=sports_centre,fitness_centre,stadium,swimming_pool; piscine|piscines|salle de sport|salles de sport|stade|stades|gymnase|fitness
plage; Plage; beach; loisirs; natural=beach; plage|plages
vetements; Vêtements, mode; clothing-store; services; shop=clothes,shoes,boutique; vetements|magasin de vetements|boutique de mode|chaussures
librairie; Librairie, presse; shop; services; shop=books,newsagent; librairie|librairies|presse|maison de la presse|kiosque
tabac; Bureau de tabac; shop; services; shop=tobacco; tabac|tabacs|bureau de tabac|buraliste
fleuriste; Fleuriste; florist; services; shop=florist; fleuriste|fleuristes|fleurs
opticien; Opticien; optician; sante; shop=optician; opticien|opticiens|lunettes
`;

function parseRow(line: string): Rubric {
  const [id = '', label = '', icon = '', segment = '', tags = '', synonyms = ''] = line
    .split(';')
    .map((cell) => cell.trim());
  const matchers = tags.split(' ').map((spec) => {
    const [key = '', values = '*'] = spec.replace(/^!/, '').split('=');
    return { not: spec.startsWith('!'), matcher: { key, values: values.split(',') } };
  });
  const osm = matchers.filter((m) => !m.not).map((m) => m.matcher);
  const unless = matchers.filter((m) => m.not).map((m) => m.matcher);
  const words = synonyms.split('|');
  return { id, label, icon, segment: segment as Segment, osm, unless, synonyms: words };
}

/** Every rubric, in the order the search tries them. */
export const RUBRICS: readonly Rubric[] = TABLE.trim().split('\n').map(parseRow);

/** Rubrics by id. */
export const RUBRICS_BY_ID: ReadonlyMap<string, Rubric> = new Map(RUBRICS.map((r) => [r.id, r]));

/** The rubric of an OSM tag set (first rubric whose matcher fits), or undefined. */
export function rubricOfTags(tags: Readonly<Record<string, string>>): Rubric | undefined {
  const fits = (m: OsmTagMatcher): boolean => {
    const value = tags[m.key];
    return value !== undefined && (m.values.includes('*') || m.values.includes(value));
  };
  return RUBRICS.find((r) => r.osm.some(fits) && !r.unless.some(fits));
}
