/**
 * The itinerary landing page (`/itineraire/{from}/{to}`, `/itineraire/{mode}/{from}/{to}`,
 * tracking section 2): the trip between two towns as the real engines give it (distance,
 * duration, fuel and toll cost, CO2) when both ends are routable in the imported region,
 * otherwise the straight-line distance and an honest note; a button opening the planner with
 * both steps filled; the towns' pages; an FAQ answered from these figures only.
 */
import { formatLength } from '../../../src/domain/itinerary/format';
import { MODE_SLUGS, type RoadMode } from '../../../src/domain/itinerary/modes';
import { formatLngLat } from '../../../src/domain/itinerary/steps';
import { aLieu, deLieu } from '../../../src/domain/french-places';
import type { SeoBlock, SeoFaq, SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import type { SeoCommune } from '../communes';

/** The figures of the trip, when the engines computed it. */
export interface TripFigures {
  duration: string;
  distance: string;
  price: string | null;
  co2: string | null;
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
  activities?: { from: SeoLink[]; to: SeoLink[] } | undefined;
}

/** French words of the landing's modes. */
export const LANDING_MODES: Partial<
  Record<RoadMode, { label: string; by: string; provider: string }>
> = {
  car: { label: 'voiture', by: 'en voiture', provider: 'voiture' },
  motorbike: { label: 'moto', by: 'à moto', provider: 'moto' },
  bike: { label: 'vélo', by: 'à vélo', provider: 'velo' },
  pedestrian: { label: 'à pied', by: 'à pied', provider: 'marche' },
};

function plannerHref(input: LandingInput): string {
  const { from, to } = input;
  if (!from.point || !to.point) return '/itineraire';
  return `/itineraire#/${MODE_SLUGS[input.mode]}/${formatLngLat(from.point)}/${formatLngLat(to.point)}`;
}

function faq(input: LandingInput, by: string): SeoFaq[] {
  const { from, to, trip } = input;
  const items: SeoFaq[] = [];
  if (trip) {
    items.push({
      question: `Combien de temps pour aller ${deLieu(from.name)} ${aLieu(to.name)} ${by} ?`,
      answer: `Comptez ${trip.duration} pour ${trip.distance} par l’itinéraire le plus rapide calculé par Périple, sans trafic.`,
    });
    if (trip.price)
      items.push({
        question: `Combien coûte le trajet ${deLieu(from.name)} ${aLieu(to.name)} ${by} ?`,
        answer: `Environ ${trip.price} de carburant et de péages estimés${trip.co2 ? `, et ${trip.co2} émis` : ''}.`,
      });
  }
  if (input.straightMetres !== null)
    items.push({
      question: `Quelle distance sépare ${from.name} ${deLieu(to.name)} ?`,
      answer: `${formatLength(input.straightMetres)} à vol d’oiseau, entre les centres des deux communes.`,
    });
  return items;
}

function tripBlocks(input: LandingInput, by: string): SeoBlock[] {
  const { from, to, trip } = input;
  if (!trip) {
    return [
      {
        kind: 'text',
        title: 'Itinéraire',
        paragraphs: [
          `Les routes entre ${from.name} et ${to.name} ne sont pas dans les données importées sur ce serveur : Périple ne peut pas calculer ce trajet ${by} ici.${input.straightMetres === null ? '' : ` Les deux villes sont à ${formatLength(input.straightMetres)} à vol d’oiseau.`}`,
        ],
      },
    ];
  }
  const facts = [
    { label: 'Durée', value: trip.duration },
    { label: 'Distance', value: trip.distance },
    ...(trip.price ? [{ label: 'Coût estimé (carburant et péages)', value: trip.price }] : []),
    ...(trip.co2 ? [{ label: 'Émissions de CO2', value: trip.co2 }] : []),
  ];
  return [{ kind: 'facts', title: `Trajet ${by}`, facts }];
}

/** The landing page. */
export function itineraryLandingPage(input: LandingInput): SeoPage {
  const { from, to } = input;
  const words = LANDING_MODES[input.mode] ?? LANDING_MODES.car!;
  const title = `Itinéraire ${from.name} → ${to.name} ${words.by}`;
  return {
    status: 200,
    path: input.path,
    title: `${title} : distance, durée, coût | Périple`,
    h1: title,
    description: input.trip
      ? `${title} : ${input.trip.duration}, ${input.trip.distance}${input.trip.price ? `, ${input.trip.price}` : ''}. Calculez votre trajet avec Périple.`
      : `${title} : distance et trajet entre ${from.name} et ${to.name} avec Périple.`,
    blockCanonical: false,
    tracking: 2,
    breadcrumbs: [
      { label: 'Accueil', href: '/' },
      { label: 'Itinéraire', href: '/itineraire' },
      { label: `${from.name} → ${to.name}`, href: input.path },
    ],
    blocks: [
      ...tripBlocks(input, words.by),
      { kind: 'action', label: 'Calculer l’itinéraire sur la carte', href: plannerHref(input) },
      {
        kind: 'links',
        title: 'Au départ et à l’arrivée',
        links: [
          {
            label: `Plan de ${from.name}`,
            href: from.href,
            detail: from.departmentName ?? undefined,
          },
          { label: `Plan de ${to.name}`, href: to.href, detail: to.departmentName ?? undefined },
        ],
      },
      ...activityBlocks(input),
      { kind: 'faq', title: 'Questions fréquentes', items: faq(input, words.by) },
    ],
  };
}

/** « Que faire à Rouen » and « Que faire à Paris »: each town's activities, when it has any. */
function activityBlocks(input: LandingInput): SeoBlock[] {
  const ends = [
    [input.from, input.activities?.from ?? []],
    [input.to, input.activities?.to ?? []],
  ] as const;
  return ends
    .filter(([, links]) => links.length > 0)
    .map(([town, links]) => ({ kind: 'links', title: `Que faire ${aLieu(town.name)}`, links }));
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
