/**
 * The words of the directory of lieux-dits (hamlet-directory.ts) in each page language; the
 * page, pager and home words are the directories' (directory-texts.ts).
 */
import { aLieu, deLieu } from '../../../src/domain/french-places';
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';

/** What the directory writes, in one language. */
export interface HamletTexts {
  /** What the page says of its source. */
  source: string;
  crumb: string;
  none: string;
  count: (count: string) => string;
  noneHere: string;
  others: string;
  /** « de Aast à Zoo ». */
  range: (first: string, last: string) => string;
  list: (range: string) => string;
  title: (range: string, n: number) => string;
  h1: (range: string) => string;
  description: (range: string, n: number, pages: number, count: string) => string;
}

const FR_SOURCE = 'Lieux-dits de la carte OpenStreetMap détaillée dont dispose Périple';
const EN_SOURCE = 'Named places of the detailed OpenStreetMap map Périple has';
const NL_SOURCE = 'Gehuchten uit de OpenStreetMap-extracten die op deze server zijn geïmporteerd';

/** The texts of each page language. */
export const HAMLET_TEXTS: Readonly<Record<LabelLanguage, HamletTexts>> = {
  fr: {
    source: FR_SOURCE,
    crumb: 'Annuaire des lieux-dits',
    none: `${FR_SOURCE} : ces extraits n’en contiennent aucun (ni hameau, ni écart : OSM place=hamlet ou place=isolated_dwelling).`,
    count: (count) =>
      `${FR_SOURCE} : ${count} hameaux et écarts (OSM place=hamlet et place=isolated_dwelling), rangés par ordre alphabétique avec leur commune.`,
    noneHere: `${FR_SOURCE} : aucun dans les données de ce serveur.`,
    others: 'Les autres annuaires',
    range: (first, last) => `${deLieu(first)} ${aLieu(last)}`,
    list: (range) => `Lieux-dits ${range}`,
    title: (range, n) => `Annuaire des lieux-dits, ${range} (page ${n})`,
    h1: (range) => `Annuaire des lieux-dits : ${range}`,
    description: (range, n, pages, count) =>
      `Plans des lieux-dits, hameaux et écarts, ${range} : page ${n} sur ${pages} de l’annuaire des ${count} lieux-dits que connaît Périple.`,
  },
  en: {
    source: EN_SOURCE,
    crumb: 'Directory of hamlets',
    none: `${EN_SOURCE}: these extracts hold none (no hamlet or isolated dwelling: OSM place=hamlet or place=isolated_dwelling).`,
    count: (count) =>
      `${EN_SOURCE}: ${count} hamlets and isolated dwellings (OSM place=hamlet and place=isolated_dwelling), in alphabetical order with their commune.`,
    noneHere: `${EN_SOURCE}: none in this server's data.`,
    others: 'Other directories',
    range: (first, last) => `${first} to ${last}`,
    list: (range) => `Hamlets, ${range}`,
    title: (range, n) => `Directory of hamlets, ${range} (page ${n})`,
    h1: (range) => `Directory of hamlets: ${range}`,
    description: (range, n, pages, count) =>
      `Maps of hamlets and isolated dwellings, ${range}: page ${n} of ${pages} of the directory of the ${count} named places Périple knows.`,
  },
  nl: {
    source: NL_SOURCE,
    crumb: 'Gids van gehuchten',
    none: `${NL_SOURCE}: deze extracten bevatten er geen (geen gehucht of alleenstaande woning: OSM place=hamlet of place=isolated_dwelling).`,
    count: (count) =>
      `${NL_SOURCE}: ${count} gehuchten en alleenstaande woningen (OSM place=hamlet en place=isolated_dwelling), in alfabetische volgorde met hun gemeente.`,
    noneHere: `${NL_SOURCE}: geen in de gegevens van deze server.`,
    others: 'Andere gidsen',
    range: (first, last) => `van ${first} tot ${last}`,
    list: (range) => `Gehuchten ${range}`,
    title: (range, n) => `Gids van gehuchten, ${range} (pagina ${n})`,
    h1: (range) => `Gids van gehuchten: ${range}`,
    description: (range, n, pages, count) =>
      `Kaarten van gehuchten en alleenstaande woningen, ${range}: pagina ${n} van ${pages} van de gids van de ${count} gehuchten die op deze server zijn geïmporteerd.`,
  },
};
