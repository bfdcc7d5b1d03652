/**
 * English and Dutch words of the server-rendered POI pages (issue 18): each rubric's singular
 * and plural in lower case as a sentence counts it (« 3 taxi ranks », « 3 taxistandplaatsen »).
 * French words are poi-words.ts'; the interface's labels are rubric-labels.ts'.
 */

/** id; en one | en many | nl one | nl many. */
const TABLE = `
restaurant; restaurant | restaurants | restaurant | restaurants
restauration-rapide; fast-food restaurant | fast-food restaurants | fastfoodrestaurant | fastfoodrestaurants
cafe-bar; café or bar | cafés and bars | café of bar | cafés en bars
boulangerie; bakery | bakeries | bakkerij | bakkerijen
supermarche; supermarket | supermarkets | supermarkt | supermarkten
epicerie; grocer | grocers | kruidenier | kruideniers
boucherie; butcher | butchers | slagerij | slagerijen
pharmacie; pharmacy | pharmacies | apotheek | apotheken
medecin; doctor | doctors | arts | artsen
dentiste; dentist | dentists | tandarts | tandartsen
hopital; hospital or clinic | hospitals and clinics | ziekenhuis of kliniek | ziekenhuizen en klinieken
veterinaire; vet | vets | dierenarts | dierenartsen
hotel; hotel | hotels | hotel | hotels
chambre-d-hotes; guest house | guest houses | gastenkamer | gastenkamers
location-gite; holiday rental | holiday rentals | vakantiewoning | vakantiewoningen
auberge-de-jeunesse; hostel | hostels | jeugdherberg | jeugdherbergen
camping; campsite | campsites | camping | campings
station-service; petrol station | petrol stations | tankstation | tankstations
borne-de-recharge; charging point | charging points | laadpaal | laadpalen
parking; car park | car parks | parking | parkings
gare; railway station | railway stations | treinstation | treinstations
arret-de-bus; bus stop | bus stops | bushalte | bushaltes
arret-de-tram; tram or underground stop | tram and underground stops | tram- of metrohalte | tram- en metrohaltes
location-de-voitures; car hire company | car hire companies | autoverhuurder | autoverhuurders
taxi; taxi rank | taxi ranks | taxistandplaats | taxistandplaatsen
garage; car repair garage | car repair garages | garage | garages
aeroport; airport or heliport | airports and heliports | luchthaven of heliport | luchthavens en heliports
distributeur; cash machine | cash machines | geldautomaat | geldautomaten
banque; bank | banks | bank | banken
bureau-de-poste; post office | post offices | postkantoor | postkantoren
mairie; town hall | town halls | gemeentehuis | gemeentehuizen
police; police station | police stations | politiekantoor | politiekantoren
ecole; school | schools | school | scholen
universite; university | universities | universiteit | universiteiten
bibliotheque; library | libraries | bibliotheek | bibliotheken
coiffeur; hairdresser | hairdressers | kapper | kappers
toilettes; public toilet | public toilets | openbaar toilet | openbare toiletten
musee; museum | museums | museum | musea
monument; landmark or sight | landmarks and sights | monument of bezienswaardigheid | monumenten en bezienswaardigheden
lieu-de-culte; place of worship | places of worship | gebedshuis | gebedshuizen
cinema; cinema | cinemas | bioscoop | bioscopen
theatre; theatre or venue | theatres and venues | theater of zaal | theaters en zalen
parc; park or garden | parks and gardens | park of tuin | parken en tuinen
sport; sports venue | sports venues | sportvoorziening | sportvoorzieningen
plage; beach | beaches | strand | stranden
vetements; clothes shop | clothes shops | kledingwinkel | kledingwinkels
librairie; bookshop or newsagent | bookshops and newsagents | boekhandel of krantenwinkel | boekhandels en krantenwinkels
tabac; tobacconist | tobacconists | tabakswinkel | tabakswinkels
fleuriste; florist | florists | bloemist | bloemisten
opticien; optician | opticians | opticien | opticiens
`;

/** A rubric's words in one language. */
export interface RubricWords {
  one: string;
  many: string;
}

const WORDS: ReadonlyMap<string, { en: RubricWords; nl: RubricWords }> = new Map(
  TABLE.trim()
    .split('\n')
    .map((line) => {
      const [id = '', text = ''] = line.split(';').map((c) => c.trim());
      const [enOne = '', enMany = '', nlOne = '', nlMany = ''] = text
        .split('|')
        .map((c) => c.trim());
      return [id, { en: { one: enOne, many: enMany }, nl: { one: nlOne, many: nlMany } }];
    }),
);

/** Rubric ids with English and Dutch words (tests check every rubric has them). */
export const EN_NL_WORDED_RUBRIC_IDS: readonly string[] = [...WORDS.keys()];

/** A rubric's words in English or Dutch; undefined for a rubric the table lacks. */
export function rubricWords(rubricId: string, lang: 'en' | 'nl'): RubricWords | undefined {
  return WORDS.get(rubricId)?.[lang];
}
