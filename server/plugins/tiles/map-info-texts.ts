/**
 * The spec's « map info texts » (001 §3): per map event mode, a title and a description in
 * French and English, the picture of the zone shown and the events' title; the client picks the
 * pair of its language. Served by GET /api/map/info-texts.
 */
import type { MapInfoText } from '../../../src/domain/map-info';

/** The texts of the modes with information to explain. */
export const MAP_INFO_TEXTS: readonly MapInfoText[] = [
  {
    mode: 'zfe',
    title_fr: 'Zones à faibles émissions',
    title_en: 'Low-emission zones',
    description_fr:
      'Les zones à faibles émissions (ZFE) de la base nationale de transport.data.gouv.fr : dans chaque zone, les véhicules dont la vignette Crit’Air est interdite ne peuvent pas circuler aux heures indiquées.',
    description_en:
      'Low-emission zones (ZFE) from the national base of transport.data.gouv.fr: within each zone, vehicles whose Crit’Air sticker is banned may not drive at the hours given.',
    asset_map_zone: 'zfe-zone',
    asset_event_title: 'Étapes de la zone',
  },
  {
    mode: 'bicycle',
    title_fr: 'Pistes et itinéraires cyclables',
    title_en: 'Cycle paths and routes',
    description_fr:
      'Les aménagements cyclables d’OpenStreetMap (pistes, bandes, double-sens, voies vertes) et les itinéraires vélo balisés, là où un extrait est importé.',
    description_en:
      'Cycle facilities from OpenStreetMap (tracks, lanes, contraflows, greenways) and signed cycle routes, where an extract is imported.',
    asset_map_zone: 'cycle-path',
    asset_event_title: 'Aménagements',
  },
  {
    mode: 'traffic',
    title_fr: 'Info trafic',
    title_en: 'Traffic information',
    description_fr:
      'La hiérarchie du réseau routier, les travaux cartographiés dans OpenStreetMap et, quand un flux DATEX II est configuré, les accidents, travaux et fermetures en temps réel.',
    description_en:
      'The road hierarchy, roadworks mapped in OpenStreetMap and, when a DATEX II feed is configured, live accidents, roadworks and closures.',
    asset_map_zone: 'traffic-road',
    asset_event_title: 'Événements',
  },
  {
    mode: 'tc',
    title_fr: 'Transports en commun',
    title_en: 'Public transport',
    description_fr:
      'Les lignes et les arrêts, avec les prochains départs des réseaux dont Périple a les horaires.',
    description_en:
      'Lines and stops, with the next departures of the networks whose timetables Périple has.',
    asset_map_zone: 'transit-line',
    asset_event_title: 'Prochains départs',
  },
];
