/**
 * The city POI landing (tracking section 2), shared by the city activity landing
 * (`/activite/{rubricId}/{location}`) and the city-app landing (`/app/{appId}/{location}`): the
 * subject's POIs in the town, most popular first (name, street, opening hours in French, link to
 * the POI page in the app), written in the visitor's language (poi-landing-texts.ts), the map of the list in the app, the town's other activities or apps,
 * the same subject in the nearest towns, and an FAQ answered from Périple's counts only, with
 * their source.
 */
import { formatLength } from '../../../src/domain/itinerary/format';
import type { Locale } from '../../../src/domain/map-config';
import {
  localeQuery,
  localised,
  type SeoBlock,
  type SeoFaq,
  type SeoLink,
  type SeoPage,
} from '../../../src/domain/seo/seo-page';
import type { SeoCommune } from '../communes';
import { poiWordsOf, townNames, type PoiWords } from '../poi-language';
import { capitalised, deNoun } from '../poi-words';
import type { NearbyTown, TownPoi } from '../town-pois';
import { pageLanguage } from './page-language';
import { POI_LANDING_TEXTS, type PoiLandingTexts, type TownNames } from './poi-landing-texts';

/** POIs a landing lists (the most popular; the popular pages go on). */
export const LANDING_POIS = 100;

/** What a landing shows. */
export interface PoiLandingInput {
  path: string;
  /** The visitor's locale: the page is written in its language. */
  locale: Locale;
  town: SeoCommune;
  /** The subject as a sentence names it: « gares », « hôtels et hébergements ». */
  noun: string;
  /** A count of the subject's POIs in words: « 1 gare », « 12 lieux ». */
  countLabel: (count: number) => string;
  /** Breadcrumb between the town and the page (the town's activities or apps). */
  parent: SeoLink;
  /** The POIs of the subject in the town (every one: counts and sources read them). */
  pois: readonly TownPoi[];
  /** The listed ones, as links (at most LANDING_POIS). */
  shown: SeoLink[];
  /** The map of the subject's list in the app, on the town. */
  mapHref: string;
  /** The town's other activities or apps. */
  siblings: { title: string; links: SeoLink[] };
  /** The nearest listed towns with this subject, and the path of their landing. */
  nearby: { town: NearbyTown; href: string }[];
  /** Where to go on: the popular pages, every POI of the town, its activities. */
  more: SeoLink[];
}

function countsByRubric(pois: readonly TownPoi[]): Map<string, TownPoi[]> {
  const by = new Map<string, TownPoi[]>();
  for (const p of pois) {
    const list = by.get(p.rubricId);
    if (list) list.push(p);
    else by.set(p.rubricId, [p]);
  }
  return by;
}

/** How a landing speaks: its words, texts and town, in the page's language. */
interface Voice {
  words: PoiWords;
  texts: PoiLandingTexts;
  town: TownNames;
}

function voiceOf(input: PoiLandingInput): Voice {
  const words = poiWordsOf(pageLanguage(input.locale));
  return { words, texts: POI_LANDING_TEXTS[words.lang], town: townNames(words, input.town.name) };
}

function countFaq(input: PoiLandingInput, voice: Voice): SeoFaq[] {
  const { words, texts, town } = voice;
  return [...countsByRubric(input.pois)].map(([rubricId, pois]) => {
    const sources = words.list(words.sources(pois.map((p) => p.sourceId)));
    const plural = words.lang === 'fr' ? deNoun(words.plural(rubricId)) : words.plural(rubricId);
    return {
      question: texts.countQuestion(plural, town),
      answer: texts.countAnswer(words.countOf(pois.length, rubricId), town, sources),
    };
  });
}

function nearbyFaq(input: PoiLandingInput, voice: Voice): SeoFaq[] {
  const { words, texts } = voice;
  const near = input.nearby.slice(0, 3);
  if (near.length === 0) return [];
  const towns = near.map(
    (n) =>
      `${n.town.town.name} (${texts.nearbyDetail(input.countLabel(n.town.count), formatLength(n.town.metres, words.lang))})`,
  );
  return [
    {
      question: texts.nearbyQuestion(input.noun, voice.town),
      answer: texts.nearbyAnswer(words.list(towns)),
    },
  ];
}

/** « 26 gares », « 12 lieux : 6 hôtels, 4 chambres d’hôtes et 2 campings ». */
function counted(pois: readonly TownPoi[], voice: Voice): string {
  const { words } = voice;
  const by = [...countsByRubric(pois)];
  if (by.length === 1) return words.countOf(pois.length, by[0]![0]);
  const parts = by.map(([rubricId, list]) => words.countOf(list.length, rubricId));
  return voice.texts.placesOf(words.places(pois.length), words.list(parts));
}

function poiBlocks(input: PoiLandingInput, heading: string, voice: Voice): SeoBlock[] {
  const { pois, shown } = input;
  const { words, texts, town } = voice;
  const sources = words.list(words.sources(pois.map((p) => p.sourceId)));
  const listed = shown.length < pois.length ? texts.someListed(shown.length) : texts.allListed;
  return [
    { kind: 'text', paragraphs: [texts.intro(counted(pois, voice), town, sources, listed)] },
    { kind: 'action', label: texts.seeOnMap(town), href: input.mapHref },
    { kind: 'links', title: `${heading} ${town.in}`, links: shown },
  ];
}

function nearbyLinks(input: PoiLandingInput, voice: Voice): SeoLink[] {
  return input.nearby.map((n) => ({
    label: n.town.town.name,
    href: n.href,
    detail: voice.texts.nearbyDetail(
      input.countLabel(n.town.count),
      formatLength(n.town.metres, voice.words.lang),
    ),
  }));
}

/** The landing page, in the language of `input.locale`. */
export function poiLandingPage(input: PoiLandingInput): SeoPage {
  const voice = voiceOf(input);
  const { texts, town, words } = voice;
  const heading = capitalised(input.noun);
  const title = `${heading} ${town.in}`;
  const blocks: SeoBlock[] = [
    ...poiBlocks(input, heading, voice),
    { kind: 'links', title: input.siblings.title, links: input.siblings.links },
    { kind: 'links', title: texts.nearbyTitle, links: nearbyLinks(input, voice) },
    { kind: 'links', title: texts.moreTitle(town), links: input.more },
    {
      kind: 'faq',
      title: texts.faq,
      items: [...countFaq(input, voice), ...nearbyFaq(input, voice)],
    },
  ];
  return {
    status: 200,
    path: input.path,
    title: texts.title(title),
    h1: title,
    description: texts.description(title, words.places(input.pois.length), town),
    blockCanonical: false,
    tracking: 2,
    translated: true,
    breadcrumbs: [
      { label: texts.home, href: `/${localeQuery(input.locale)}` },
      { label: input.town.name, href: localised(input.town.href, input.locale) },
      input.parent,
      { label: heading, href: localised(input.path, input.locale) },
    ],
    blocks: blocks.filter((b) => b.kind !== 'links' || b.links.length > 0),
  };
}
