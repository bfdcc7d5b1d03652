import type { Locale, MapMode, MapTheme } from '../../../src/domain/map-config';
import { ERROR_CATALOGUE } from '../../core/errors';

/** User-facing texts of one mode. */
export interface ModeTexts {
  label: string;
  accessibility: string;
  tooltip: string;
}

/** Every text of the map config in one locale. */
export interface MapTexts {
  themes: Readonly<Record<MapTheme, string>>;
  satelliteUnavailable: string;
  modes: Readonly<Record<MapMode, ModeTexts>>;
  notices: { zfeNone: string; traffic: string; tc: string };
}

const FR_FR: MapTexts = {
  themes: {
    normal: 'Plan',
    satellite: 'Satellite',
    nature: 'Nature',
    simple: 'Épuré',
    dark: 'Sombre',
  },
  satelliteUnavailable: ERROR_CATALOGUE.THEME_UNAVAILABLE.message(),
  modes: {
    neutral: {
      label: 'Standard',
      accessibility: 'Afficher la carte sans information supplémentaire',
      tooltip: 'Carte sans information supplémentaire',
    },
    bicycle: {
      label: 'Vélo',
      accessibility: 'Afficher les pistes et les itinéraires cyclables',
      tooltip: 'Pistes et itinéraires cyclables',
    },
    traffic: {
      label: 'Trafic',
      accessibility: 'Afficher la hiérarchie du réseau routier',
      tooltip: 'Réseau routier par importance',
    },
    tc: {
      label: 'Transports en commun',
      accessibility: 'Afficher les lignes et les arrêts de transports en commun',
      tooltip: 'Lignes et arrêts de transports en commun',
    },
    zfe: {
      label: 'ZFE',
      accessibility: 'Afficher les zones à faibles émissions (ZFE)',
      tooltip: 'Zones à faibles émissions',
    },
  },
  notices: {
    zfeNone: 'Aucune zone à faibles émissions (ZFE) n’est cartographiée dans cette région.',
    traffic:
      'Aucune source d’info trafic en temps réel n’est configurée : la carte montre la hiérarchie du réseau routier et les travaux d’OpenStreetMap.',
    tc: 'Les lignes viennent d’OpenStreetMap : Périple n’a pas encore leurs horaires.',
  },
};

const FR_BE: MapTexts = {
  ...FR_FR,
  modes: {
    ...FR_FR.modes,
    zfe: {
      label: 'LEZ',
      accessibility: 'Afficher les zones de basses émissions (LEZ)',
      tooltip: 'Zones de basses émissions',
    },
  },
  notices: {
    ...FR_FR.notices,
    zfeNone: 'Aucune zone de basses émissions (LEZ) n’est cartographiée dans cette région.',
  },
};

const NL_BE: MapTexts = {
  themes: {
    normal: 'Plattegrond',
    satellite: 'Satelliet',
    nature: 'Natuur',
    simple: 'Eenvoudig',
    dark: 'Donker',
  },
  satelliteUnavailable:
    'Het satellietthema is niet beschikbaar: deze site biedt geen luchtfoto’s aan.',
  modes: {
    neutral: {
      label: 'Standaard',
      accessibility: 'De kaart zonder extra informatie tonen',
      tooltip: 'Kaart zonder extra informatie',
    },
    bicycle: {
      label: 'Fiets',
      accessibility: 'Fietspaden en fietsroutes tonen',
      tooltip: 'Fietspaden en fietsroutes',
    },
    traffic: {
      label: 'Verkeer',
      accessibility: 'De hiërarchie van het wegennet tonen',
      tooltip: 'Wegennet naar belang',
    },
    tc: {
      label: 'Openbaar vervoer',
      accessibility: 'Lijnen en haltes van het openbaar vervoer tonen',
      tooltip: 'Lijnen en haltes van het openbaar vervoer',
    },
    zfe: {
      label: 'Lage-emissiezones',
      accessibility: 'Lage-emissiezones (LEZ) tonen',
      tooltip: 'Lage-emissiezones',
    },
  },
  notices: {
    zfeNone: 'In deze regio is geen lage-emissiezone (LEZ) in kaart gebracht.',
    traffic:
      'Er is geen bron van realtime verkeersinformatie ingesteld: de kaart toont de hiërarchie van het wegennet en de werken uit OpenStreetMap.',
    tc: 'De lijnen komen uit OpenStreetMap: Périple heeft hun dienstregeling nog niet.',
  },
};

const EN_GB: MapTexts = {
  themes: {
    normal: 'Standard',
    satellite: 'Satellite',
    nature: 'Nature',
    simple: 'Light',
    dark: 'Dark',
  },
  satelliteUnavailable:
    'The satellite theme is not available: this site does not offer aerial imagery.',
  modes: {
    neutral: {
      label: 'Standard',
      accessibility: 'Show the map without extra information',
      tooltip: 'Map without extra information',
    },
    bicycle: {
      label: 'Cycling',
      accessibility: 'Show cycle lanes and cycle routes',
      tooltip: 'Cycle lanes and cycle routes',
    },
    traffic: {
      label: 'Traffic',
      accessibility: 'Show the road hierarchy',
      tooltip: 'Roads by importance',
    },
    tc: {
      label: 'Public transport',
      accessibility: 'Show public transport lines and stops',
      tooltip: 'Public transport lines and stops',
    },
    zfe: {
      label: 'Low-emission zones',
      accessibility: 'Show low-emission zones',
      tooltip: 'Low-emission zones',
    },
  },
  notices: {
    zfeNone: 'No low-emission zone is mapped in this region.',
    traffic:
      'No live traffic source is configured: the map shows the road hierarchy and the roadworks from OpenStreetMap.',
    tc: 'Lines come from OpenStreetMap: Périple does not have their timetables yet.',
  },
};

/** The texts of the map config by locale (French is the source). */
export const MAP_TEXTS: Readonly<Record<Locale, MapTexts>> = {
  'fr-FR': FR_FR,
  'fr-BE': FR_BE,
  'nl-BE': NL_BE,
  'en-GB': EN_GB,
};
