/**
 * Store chains (brands) of the POI catalogue: the single source of truth for the search (a
 * query naming a chain sets `header.store_chains_id`) and for later brand pages. `brands` are
 * the OSM `brand` values (and name prefixes) of the chain's shops. Zod-free.
 */

/** One chain. */
export interface StoreChain {
  id: string;
  label: string;
  /** The rubric its shops usually belong to. */
  rubricId: string;
  /** OSM brand names (as tagged; a POI whose brand or name starts with one belongs to it). */
  brands: readonly string[];
}

/** The chains, one a line: id; label; rubric id; OSM brands ('Brand|Other brand'). */
const TABLE = `
carrefour; Carrefour; supermarche; Carrefour|Carrefour Market|Carrefour City|Carrefour Express|Carrefour Contact
leclerc; E.Leclerc; supermarche; E.Leclerc|Leclerc|E.Leclerc Drive
auchan; Auchan; supermarche; Auchan|Auchan Supermarché|My Auchan
intermarche; Intermarché; supermarche; Intermarché|Intermarché Super|Intermarché Contact
systeme-u; Magasins U; supermarche; Super U|Hyper U|U Express|Marché U|Utile|Système U
lidl; Lidl; supermarche; Lidl
aldi; Aldi; supermarche; Aldi
monoprix; Monoprix; supermarche; Monoprix|Monop
franprix; Franprix; supermarche; Franprix
casino; Casino; supermarche; Casino|Petit Casino|Casino Shop|Géant Casino
spar; Spar; epicerie; Spar
picard; Picard; supermarche; Picard
esso; Esso; station-service; Esso|Esso Express
total; TotalEnergies; station-service; TotalEnergies|Total|Total Access|Elan
bp; BP; station-service; BP
shell; Shell; station-service; Shell
avia; Avia; station-service; Avia
mcdonalds; McDonald's; restauration-rapide; McDonald's|McDonalds
burger-king; Burger King; restauration-rapide; Burger King
kfc; KFC; restauration-rapide; KFC
quick; Quick; restauration-rapide; Quick
subway; Subway; restauration-rapide; Subway
starbucks; Starbucks; cafe-bar; Starbucks
paul; Paul; boulangerie; Paul
la-poste; La Poste; bureau-de-poste; La Poste
bnp-paribas; BNP Paribas; banque; BNP Paribas
societe-generale; Société Générale; banque; Société Générale
credit-agricole; Crédit Agricole; banque; Crédit Agricole
credit-mutuel; Crédit Mutuel; banque; Crédit Mutuel|CIC
lcl; LCL; banque; LCL
caisse-d-epargne; Caisse d'Épargne; banque; Caisse d'Épargne|Caisse d'Epargne
banque-populaire; Banque Populaire; banque; Banque Populaire
ibis; ibis; hotel; ibis|ibis budget|ibis Styles
novotel; Novotel; hotel; Novotel
mercure; Mercure; hotel; Mercure
b-and-b-hotels; B&B Hotels; hotel; B&B Hotel|B&B Hotels
campanile; Campanile; hotel; Campanile
decathlon; Decathlon; sport; Decathlon
fnac; Fnac; librairie; Fnac
flunch; Flunch; restaurant; Flunch
hertz; Hertz; location-de-voitures; Hertz
`;

function parseRow(line: string): StoreChain {
  const [id = '', label = '', rubricId = '', brands = ''] = line.split(';').map((c) => c.trim());
  return { id, label, rubricId, brands: brands.split('|') };
}

/** Every chain. */
export const STORE_CHAINS: readonly StoreChain[] = TABLE.trim().split('\n').map(parseRow);

/** Chains by id. */
export const STORE_CHAINS_BY_ID: ReadonlyMap<string, StoreChain> = new Map(
  STORE_CHAINS.map((c) => [c.id, c]),
);
