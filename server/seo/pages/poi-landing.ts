/**
 * The city POI landing (tracking section 2), shared by the city activity landing
 * (`/activite/{rubricId}/{location}`) and the city-app landing (`/app/{appId}/{location}`): the
 * subject's POIs in the town, most popular first (name, street, opening hours in French, link to
 * the POI page in the app), the map of the list in the app, the town's other activities or apps,
 * the same subject in the nearest towns, and an FAQ answered from Périple's counts only, with
 * their source.
 */
import { formatLength } from '../../../src/domain/itinerary/format';
import { aLieu, deLieu } from '../../../src/domain/french-places';
import type { SeoBlock, SeoFaq, SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import type { SeoCommune } from '../communes';
import { capitalised, countOf, deNoun, listInFrench, rubricPlural, sourcesOf } from '../poi-words';
import type { NearbyTown, TownPoi } from '../town-pois';

/** POIs a landing lists (the most popular; the popular pages go on). */
export const LANDING_POIS = 100;

/** What a landing shows. */
export interface PoiLandingInput {
  path: string;
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

function countFaq(input: PoiLandingInput): SeoFaq[] {
  const { town } = input;
  return [...countsByRubric(input.pois)].map(([rubricId, pois]) => {
    const sources = listInFrench(sourcesOf(pois.map((p) => p.sourceId)));
    return {
      question: `Combien ${deNoun(rubricPlural(rubricId))} ${aLieu(town.name)} ?`,
      answer: `Périple compte ${countOf(pois.length, rubricId)} ${aLieu(town.name)}, d’après ${sources}.`,
    };
  });
}

function nearbyFaq(input: PoiLandingInput): SeoFaq[] {
  const near = input.nearby.slice(0, 3);
  if (near.length === 0) return [];
  const towns = near.map(
    (n) =>
      `${n.town.town.name} (${input.countLabel(n.town.count)}, à ${formatLength(n.town.metres)})`,
  );
  return [
    {
      question: `Où trouver d’autres ${input.noun} près ${deLieu(input.town.name)} ?`,
      answer: `Dans les communes voisines les plus proches : ${listInFrench(towns)}, distances à vol d’oiseau entre les centres des communes.`,
    },
  ];
}

/** « 26 gares », « 12 lieux : 6 hôtels, 4 chambres d’hôtes et 2 campings ». */
function counted(pois: readonly TownPoi[]): string {
  const by = [...countsByRubric(pois)];
  if (by.length === 1) return countOf(pois.length, by[0]![0]);
  const parts = by.map(([rubricId, list]) => countOf(list.length, rubricId));
  return `${pois.length.toLocaleString('fr-FR')} lieux : ${listInFrench(parts)}`;
}

function poiBlocks(input: PoiLandingInput, heading: string): SeoBlock[] {
  const { town, pois, shown } = input;
  const sources = listInFrench(sourcesOf(pois.map((p) => p.sourceId)));
  const intro =
    shown.length < pois.length
      ? `Les ${shown.length} lieux les plus connus sont listés ci-dessous : notoriété dans OpenStreetMap (Wikidata, Wikipédia), puis description la plus complète.`
      : 'Tous sont listés ci-dessous.';
  return [
    {
      kind: 'text',
      paragraphs: [
        `Périple recense ${counted(pois)} ${aLieu(town.name)}, d’après ${sources}. ${intro}`,
      ],
    },
    { kind: 'action', label: `Voir sur la carte ${deLieu(town.name)}`, href: input.mapHref },
    { kind: 'links', title: `${heading} ${aLieu(town.name)}`, links: shown },
  ];
}

function nearbyLinks(input: PoiLandingInput): SeoLink[] {
  return input.nearby.map((n) => ({
    label: n.town.town.name,
    href: n.href,
    detail: `${input.countLabel(n.town.count)}, à ${formatLength(n.town.metres)}`,
  }));
}

/** The landing page. */
export function poiLandingPage(input: PoiLandingInput): SeoPage {
  const { town } = input;
  const heading = capitalised(input.noun);
  const title = `${heading} ${aLieu(town.name)}`;
  const blocks: SeoBlock[] = [
    ...poiBlocks(input, heading),
    { kind: 'links', title: input.siblings.title, links: input.siblings.links },
    { kind: 'links', title: 'Dans les communes voisines', links: nearbyLinks(input) },
    { kind: 'links', title: `Plus de lieux ${aLieu(town.name)}`, links: input.more },
    {
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [...countFaq(input), ...nearbyFaq(input)],
    },
  ];
  return {
    status: 200,
    path: input.path,
    title: `${title} : adresses, horaires et plan | Périple`,
    h1: title,
    description: `${title} : ${input.pois.length.toLocaleString('fr-FR')} lieux avec leur adresse, leurs horaires et leur place sur la carte ${deLieu(town.name)}.`,
    blockCanonical: false,
    tracking: 2,
    breadcrumbs: [
      { label: 'Accueil', href: '/' },
      { label: town.name, href: town.href },
      input.parent,
      { label: heading, href: input.path },
    ],
    blocks: blocks.filter((b) => b.kind !== 'links' || b.links.length > 0),
  };
}
