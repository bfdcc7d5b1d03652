/**
 * The spec's « map info texts » (001 §3): per map event mode, a title and a description in
 * French and English, the picture of the zone shown and the events' title; the client picks the
 * pair of its language (nl-BE reads the English). Served by GET /api/map/info-texts, shown in the
 * generic modal (`#/modale/info-{mode}`).
 */
import { z } from 'zod';
import { MAP_MODES, type MapMode } from './map-config';

/** One info text of the spec. */
export interface MapInfoText {
  mode: Exclude<MapMode, 'neutral'>;
  title_fr: string;
  title_en: string;
  description_fr: string;
  description_en: string;
  /** Sprite name of the legend's zone picture. */
  asset_map_zone: string;
  /** Title over the mode's events (French). */
  asset_event_title: string;
}

/** Zod schema of the answer of GET /api/map/info-texts. */
export const mapInfoTextsSchema: z.ZodType<MapInfoText[]> = z.array(
  z.object({
    mode: z.enum(MAP_MODES.filter((m): m is Exclude<MapMode, 'neutral'> => m !== 'neutral')),
    title_fr: z.string(),
    title_en: z.string(),
    description_fr: z.string(),
    description_en: z.string(),
    asset_map_zone: z.string(),
    asset_event_title: z.string(),
  }),
);

/** The title and description of a text in a locale (French for fr-*, English otherwise). */
export function infoTextIn(
  text: MapInfoText,
  locale: string,
): { title: string; description: string } {
  return locale.startsWith('fr')
    ? { title: text.title_fr, description: text.description_fr }
    : { title: text.title_en, description: text.description_en };
}
