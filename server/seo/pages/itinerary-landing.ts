/**
 * The itinerary landing page (`/itineraire/{from}/{to}`, `/itineraire/{mode}/{from}/{to}`,
 * tracking section 2): the trip between two towns as the real engines give it (distance,
 * duration, fuel and toll cost, CO2) when both ends are routable in the imported region,
 * otherwise the straight-line distance and an honest note; a button opening the planner with
 * both steps filled; the towns' pages; an FAQ answered from these figures only. Written in the
 * visitor's language (itinerary-landing-texts.ts); what it links to stays French.
 */
import type { Locale } from '../../../src/domain/map-config';
import {
  formatCo2,
  formatDuration,
  formatLength,
  formatPrice,
} from '../../../src/domain/itinerary/format';
import type { RoadMode } from '../../../src/domain/itinerary/modes';
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';
import { itineraryHash } from '../../../src/domain/paths/itinerary-hash';
import {
  localeQuery,
  type SeoBlock,
  type SeoFaq,
  type SeoLink,
  type SeoPage,
} from '../../../src/domain/seo/seo-page';
import { rubricLabel } from '../../../src/domain/poi-catalogue/rubric-labels';
import type { SeoCommune } from '../communes';
import { capitalised, countOf, rubricPlural } from '../poi-words';
import { LANDING_TEXTS, type LandingMode, type LandingTexts } from './itinerary-landing-texts';
import { pageLanguage } from './page-language';

/** The figures of the trip, when the engines computed it (raw: each page writes them in its language). */
export interface TripFigures {
  seconds: number;
  metres: number;
  /** Fuel and tolls, euros (null when nothing is paid: a bike, a walk). */
  euros: number | null;
  co2Grams: number | null;
}

/** What a landing shows. */
export interface LandingInput {
  path: string;
  mode: RoadMode;
  from: SeoCommune;
  to: SeoCommune;
  /** Straight-line distance, metres (null when a town has no known point). */
  straightMetres: number | null;
  trip: TripFigures | null;
  /** What to do at each end: the town's activities with POIs in Périple's data (may be empty). */
  activities?: { from: TownActivity[]; to: TownActivity[] } | undefined;
}

/** One activity of a town: a rubric with POIs there, and its landing. */
export interface TownActivity {
  rubricId: string;
  count: number;
  href: string;
}

/** The landing's modes: their French words and the itinerary provider that computes them. */
export const LANDING_MODES: Partial<
  Record<RoadMode, { label: string; by: string; provider: string }>
> = {
  car: { label: 'voiture', by: LANDING_TEXTS.fr.by.car, provider: 'voiture' },
  motorbike: { label: 'moto', by: LANDING_TEXTS.fr.by.motorbike, provider: 'moto' },
  bike: { label: 'vélo', by: LANDING_TEXTS.fr.by.bike, provider: 'velo' },
  pedestrian: { label: 'à pied', by: LANDING_TEXTS.fr.by.pedestrian, provider: 'marche' },
};

/** The trip's figures written in a language. */
interface TripWords {
  duration: string;
  distance: string;
  price: string | null;
  co2: string | null;
}

function tripWords(trip: TripFigures, lang: LabelLanguage): TripWords {
  return {
    duration: formatDuration(trip.seconds, lang),
    distance: formatLength(trip.metres, lang),
    price: trip.euros !== null ? formatPrice(trip.euros, lang) : null,
    co2: trip.co2Grams !== null ? formatCo2(trip.co2Grams, lang) : null,
  };
}

/**
 * The planner with both steps filled (named as the towns, at their points) and the mode chosen,
 * computing at once: the hash the SPA reads for a search (`#/recherche/{mode}/{from}/{to}`).
 */
function plannerHref(input: LandingInput, locale: Locale): string {
  const { from, to } = input;
  const page = `/itineraire${localeQuery(locale)}`;
  if (!from.point || !to.point) return page;
  const hash = itineraryHash({
    screen: 'computing',
    mode: input.mode,
    trip: {
      from: { point: from.point, label: from.name },
      to: { point: to.point, label: to.name },
      stops: [],
    },
  });
  return `${page}#${hash}`;
}

/** How the page speaks: its words, its language, the mode's words, the trip in words. */
interface Voice {
  texts: LandingTexts;
  lang: LabelLanguage;
  by: string;
  trip: TripWords | null;
}

function faq(input: LandingInput, voice: Voice): SeoFaq[] {
  const { from, to } = input;
  const { texts, trip, by } = voice;
  const items: SeoFaq[] = [];
  if (trip) {
    items.push({
      question: texts.howLong(from.name, to.name, by),
      answer: texts.howLongAnswer(trip.duration, trip.distance),
    });
    if (trip.price)
      items.push({
        question: texts.howMuch(from.name, to.name, by),
        answer: texts.howMuchAnswer(trip.price, trip.co2),
      });
  }
  if (input.straightMetres !== null)
    items.push({
      question: texts.howFar(from.name, to.name),
      answer: texts.howFarAnswer(formatLength(input.straightMetres, voice.lang)),
    });
  return items;
}

function tripBlocks(input: LandingInput, voice: Voice): SeoBlock[] {
  const { from, to } = input;
  const { texts, trip, by } = voice;
  if (!trip) {
    const straight =
      input.straightMetres === null ? null : formatLength(input.straightMetres, voice.lang);
    return [
      {
        kind: 'text',
        title: texts.itinerary,
        paragraphs: [texts.noRoads(from.name, to.name, by, straight)],
      },
    ];
  }
  const facts = [
    { label: texts.facts.duration, value: trip.duration },
    { label: texts.facts.distance, value: trip.distance },
    ...(trip.price ? [{ label: texts.facts.cost, value: trip.price }] : []),
    ...(trip.co2 ? [{ label: texts.facts.co2, value: trip.co2 }] : []),
  ];
  return [{ kind: 'facts', title: texts.trip(by), facts }];
}

function voiceOf(input: LandingInput, locale: Locale): Voice {
  const lang = pageLanguage(locale);
  const texts = LANDING_TEXTS[lang];
  const mode: LandingMode = input.mode in texts.by ? (input.mode as LandingMode) : 'car';
  return { texts, lang, by: texts.by[mode], trip: input.trip && tripWords(input.trip, lang) };
}

/** The landing page, written in the visitor's language. */
export function itineraryLandingPage(input: LandingInput, locale: Locale = 'fr-FR'): SeoPage {
  const { from, to } = input;
  const voice = voiceOf(input, locale);
  const { texts, trip } = voice;
  const title = texts.title(from.name, to.name, voice.by);
  const figures = trip
    ? [trip.duration, trip.distance, trip.price].filter(Boolean).join(', ')
    : null;
  return {
    status: 200,
    path: input.path,
    // A trip the engines could not compute promises no time nor cost.
    title: `${title}${trip ? texts.titleSuffix : texts.titleSuffixNoTrip}`,
    h1: title,
    description: texts.description(title, figures, from.name, to.name),
    blockCanonical: false,
    tracking: 2,
    translated: true,
    breadcrumbs: [
      { label: texts.home, href: '/' },
      { label: texts.itinerary, href: '/itineraire' },
      { label: `${from.name} → ${to.name}`, href: input.path },
    ],
    blocks: [
      ...tripBlocks(input, voice),
      { kind: 'action', label: texts.action, href: plannerHref(input, locale) },
      {
        kind: 'links',
        title: texts.ends,
        links: [from, to].map((town) => ({
          label: texts.mapOf(town.name),
          href: `${town.href}${localeQuery(locale)}`,
          detail: town.departmentName ?? undefined,
        })),
      },
      ...activityBlocks(input, voice.texts, locale),
      { kind: 'faq', title: texts.faq, items: faq(input, voice) },
    ],
  };
}

/** An activity as a link, in the page's language. */
function activityLink(activity: TownActivity, locale: Locale): SeoLink {
  const { rubricId, count } = activity;
  const href = `${activity.href}${localeQuery(locale)}`;
  if (pageLanguage(locale) === 'fr')
    return { label: capitalised(rubricPlural(rubricId)), href, detail: countOf(count, rubricId) };
  const label = rubricLabel(rubricId, locale) ?? capitalised(rubricPlural(rubricId));
  return { label, href, detail: count.toLocaleString(locale) };
}

/** « Que faire à Rouen » and « Que faire à Paris »: each town's activities, when it has any. */
function activityBlocks(input: LandingInput, texts: LandingTexts, locale: Locale): SeoBlock[] {
  const ends = [
    [input.from, input.activities?.from ?? []],
    [input.to, input.activities?.to ?? []],
  ] as const;
  return ends
    .filter(([, activities]) => activities.length > 0)
    .map(([town, activities]) => ({
      kind: 'links',
      title: texts.todo(town.name),
      links: activities.map((a) => activityLink(a, locale)),
    }));
}

/** The page of a trip whose ends are one town. */
export function sameTownPage(path: string, town: SeoCommune): SeoPage {
  return {
    status: 200,
    path,
    title: `Itinéraire dans ${town.name} | Périple`,
    h1: `Itinéraire dans ${town.name}`,
    description: `Le départ et l’arrivée sont la même ville, ${town.name} : choisissez deux adresses dans le planificateur de Périple.`,
    blockCanonical: true,
    tracking: 2,
    breadcrumbs: [
      { label: 'Accueil', href: '/' },
      { label: 'Itinéraire', href: '/itineraire' },
      { label: town.name, href: path },
    ],
    blocks: [
      {
        kind: 'text',
        paragraphs: [
          `Le départ et l’arrivée sont la même ville, ${town.name}. Pour un trajet dans la ville, choisissez deux adresses dans le planificateur.`,
        ],
      },
      { kind: 'action', label: 'Ouvrir le planificateur', href: '/itineraire' },
      {
        kind: 'links',
        title: 'La ville',
        links: [{ label: `Plan de ${town.name}`, href: town.href }],
      },
    ],
  };
}
