/**
 * The low-emission-zone words in French, English and Dutch: the sentences of a route's notices
 * (what the itinerary's cards and roadbook say of a zone on the way, route-check.ts), and the
 * vehicle classes, bans and days the ZFE and restrictions pages list. The French ones are the
 * source (zfe-text.ts); a zone's French name (« ZFE de Rouen ») is said in the page's language
 * (zoneNameIn), keeping the acronym French signs use.
 */
import { bannedVignettes, vignetteLabel, type VehicleClass, type Vignette } from './critair';
import { monthIn, type HoursLanguage } from './hours-text';
import { parisParts } from '../paris-time';
import { bannedPhrase, bannedText, frenchDay, upperFirst, VEHICLE_CLASS_LABELS } from './zfe-text';

/** What a notice's sentence is made of. */
export interface NoticeParts {
  zone: string;
  vignette: Vignette;
  firstBanned: Vignette;
  /** The rule's hours, already written in the language. */
  hours: string;
  /** The stage's first day (YYYY-MM-DD). */
  start: string;
}

/** The kinds of notice a sentence is written for. */
export type NoticeKind = 'banned' | 'upcoming' | 'outside-hours' | 'vignette-unknown';

/** A calendar day (YYYY-MM-DD) as the language writes it: « 1 June 2021 », « 1 juni 2021 ». */
export function dayIn(day: string, lang: HoursLanguage): string {
  if (lang === 'fr') return frenchDay(day);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const month = m ? monthIn(Number(m[2]) - 1, lang) : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : day;
}

/** The place of a zone's French name: « ZFE du Havre » → « Le Havre »; null for another name. */
export function zonePlace(name: string): string | null {
  const m = /^ZFE (?:(de |d’|d')|(du )|(des ))(.+)$/.exec(name);
  const place = m?.[4];
  if (!m || !place) return null;
  if (m[2]) return `Le ${place}`;
  return m[3] ? `Les ${place}` : place;
}

/**
 * A zone's name as a sentence of the language says it after « the » / « de »: « ZFE de Rouen »,
 * « Rouen low-emission zone (ZFE) », « lage-emissiezone (ZFE) van Rouen ». A name of another
 * shape stays as written.
 */
export function zoneNameIn(name: string, lang: HoursLanguage): string {
  const place = lang === 'fr' ? null : zonePlace(name);
  if (place === null) return name;
  return lang === 'en' ? `${place} low-emission zone (ZFE)` : `lage-emissiezone (ZFE) van ${place}`;
}

/** A zone's name as a title: « Rouen low-emission zone (ZFE) », « Lage-emissiezone … ». */
export function zoneTitleIn(name: string, lang: HoursLanguage): string {
  return upperFirst(zoneNameIn(name, lang));
}

/** The name of a vignette, as on the sticker. */
export function vignetteIn(vignette: Vignette, lang: HoursLanguage): string {
  if (lang === 'fr') return vignetteLabel(vignette);
  if (vignette === 'EL') return lang === 'en' ? 'Crit’Air E (electric)' : 'Crit’Air E (elektrisch)';
  if (vignette === 'NC')
    return lang === 'en' ? 'no sticker (unclassified)' : 'zonder vignet (niet geclassificeerd)';
  return `Crit’Air ${vignette.slice(1)}`;
}

/** The vehicles a rule bans, to go in a sentence: « Crit’Air 4, 5 and unclassified vehicles ». */
export function bannedIn(firstBanned: Vignette, lang: HoursLanguage): string {
  if (lang === 'fr') return bannedPhrase(firstBanned);
  const en = lang === 'en';
  if (firstBanned === 'EL')
    return en ? 'all vehicles, electric ones included,' : 'alle voertuigen, ook elektrische,';
  const unclassified = en ? 'unclassified vehicles' : 'niet-geclassificeerde voertuigen';
  if (firstBanned === 'NC') return unclassified;
  const numbers = bannedVignettes(firstBanned)
    .filter((v) => v !== 'NC')
    .map((v) => v.slice(1));
  return `Crit’Air ${numbers.join(', ')} ${en ? 'and' : 'en'} ${unclassified}`;
}

/** The vehicle classes as a page lists them, by language. */
const VEHICLE_CLASSES_IN: Readonly<Record<'en' | 'nl', Readonly<Record<VehicleClass, string>>>> = {
  en: {
    vp: 'Cars',
    vul: 'Vans',
    pl: 'Heavy goods vehicles',
    autobus_autocars: 'Buses and coaches',
    deux_rm: 'Two-wheelers',
  },
  nl: {
    vp: 'Personenwagens',
    vul: 'Bestelwagens',
    pl: 'Vrachtwagens',
    autobus_autocars: 'Bussen en autocars',
    deux_rm: 'Tweewielers',
  },
};

/** A vehicle class as a page lists it: « Voitures », « Cars », « Personenwagens ». */
export function vehicleClassIn(vehicle: VehicleClass, lang: HoursLanguage): string {
  return lang === 'fr' ? VEHICLE_CLASS_LABELS[vehicle] : VEHICLE_CLASSES_IN[lang][vehicle];
}

/** What a rule bans, as a page's line: « Crit’Air 4, 5 and unclassified vehicles banned ». */
export function bannedLineIn(firstBanned: Vignette, lang: HoursLanguage): string {
  if (lang === 'fr') return bannedText(firstBanned);
  if (firstBanned === 'EL')
    return lang === 'en'
      ? 'All vehicles banned, electric ones included'
      : 'Alle voertuigen verboden, ook elektrische';
  const phrase = bannedIn(firstBanned, lang);
  const text = upperFirst(phrase);
  return `${text} ${lang === 'en' ? 'banned' : 'verboden'}`;
}

/** The day of an event's date or instant (the day in France), as the language writes it. */
export function eventDayIn(text: string, lang: HoursLanguage): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return dayIn(text, lang);
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : dayIn(parisParts(at).date, lang);
}

type Sentences = Readonly<Record<NoticeKind, (p: NoticeParts, lang: HoursLanguage) => string>>;

const FRENCH: Sentences = {
  upcoming: (p, l) =>
    `À partir du ${dayIn(p.start, l)}, votre véhicule (${vignetteIn(p.vignette, l)}) ne pourra plus circuler dans la ${p.zone} : ${bannedIn(p.firstBanned, l)} interdits ${p.hours}.`,
  'outside-hours': (p, l) =>
    `La ${p.zone} interdit votre véhicule (${vignetteIn(p.vignette, l)}) ${p.hours} : elle ne s’applique pas à l’heure de votre départ.`,
  banned: (p, l) =>
    `Votre véhicule (${vignetteIn(p.vignette, l)}) n’a pas le droit de circuler dans la ${p.zone} : ${bannedIn(p.firstBanned, l)} interdits ${p.hours}.`,
  'vignette-unknown': (p, l) =>
    `Cet itinéraire traverse la ${p.zone}, où les ${bannedIn(p.firstBanned, l)} sont interdits ${p.hours}. Indiquez la vignette Crit’Air de votre véhicule pour savoir s’il peut y circuler.`,
};

const ENGLISH: Sentences = {
  upcoming: (p, l) =>
    `From ${dayIn(p.start, l)}, your vehicle (${vignetteIn(p.vignette, l)}) will no longer be allowed in the ${p.zone}: ${bannedIn(p.firstBanned, l)} banned ${p.hours}.`,
  'outside-hours': (p, l) =>
    `The ${p.zone} bans your vehicle (${vignetteIn(p.vignette, l)}) ${p.hours}: the ban does not apply at your departure time.`,
  banned: (p, l) =>
    `Your vehicle (${vignetteIn(p.vignette, l)}) is not allowed in the ${p.zone}: ${bannedIn(p.firstBanned, l)} banned ${p.hours}.`,
  'vignette-unknown': (p, l) =>
    `This route crosses the ${p.zone}, where ${bannedIn(p.firstBanned, l)} are banned ${p.hours}. Give your vehicle’s Crit’Air sticker to know whether it may drive there.`,
};

/** Dutch hours before the verb: an aside (« , behalve op feestdagen ») is closed by a comma. */
function beforeVerb(hours: string): string {
  return hours.includes(',') ? `${hours},` : hours;
}

const DUTCH: Sentences = {
  upcoming: (p, l) =>
    `Vanaf ${dayIn(p.start, l)} mag uw voertuig (${vignetteIn(p.vignette, l)}) niet meer in de ${p.zone} rijden: ${bannedIn(p.firstBanned, l)} zijn ${beforeVerb(p.hours)} verboden.`,
  'outside-hours': (p, l) =>
    `De ${p.zone} verbiedt uw voertuig (${vignetteIn(p.vignette, l)}) ${p.hours}: het verbod geldt niet op uw vertrektijd.`,
  banned: (p, l) =>
    `Uw voertuig (${vignetteIn(p.vignette, l)}) mag niet in de ${p.zone} rijden: ${bannedIn(p.firstBanned, l)} zijn ${beforeVerb(p.hours)} verboden.`,
  'vignette-unknown': (p, l) =>
    `Deze route gaat door de ${p.zone}, waar ${bannedIn(p.firstBanned, l)} ${beforeVerb(p.hours)} verboden zijn. Geef het Crit’Air-vignet van uw voertuig op om te weten of het er mag rijden.`,
};

const SENTENCES: Readonly<Record<HoursLanguage, Sentences>> = {
  fr: FRENCH,
  en: ENGLISH,
  nl: DUTCH,
};

/** The sentence of a notice in a language. */
export function noticeSentence(kind: NoticeKind, parts: NoticeParts, lang: HoursLanguage): string {
  return SENTENCES[lang][kind](parts, lang);
}
