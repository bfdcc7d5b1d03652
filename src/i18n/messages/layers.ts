/**
 * Messages of the map-layer pages (issue 17), fr-FR source and fr-BE. They load with the pages
 * (src/i18n/layer-messages.ts), never with the first screen: the shell bundles do not hold them.
 */
export const layersFrFR = {
  'layers.family.ZFE': 'Zones à faibles émissions',
  'layers.family.BICYCLE': 'Pistes cyclables',
  'layers.family.RESTRICTION': 'Restrictions de circulation',
  'layers.family.TRAFFIC': 'Info trafic',
  'layers.crumb.ZFE': 'ZFE',
  'layers.crumb.BICYCLE': 'Pistes cyclables',
  'layers.crumb.RESTRICTION': 'Restrictions',
  'layers.crumb.TRAFFIC': 'Info trafic',
  'layers.crumbs': 'Fil d’Ariane',
  'layers.home': 'Accueil',
  'layers.title.commune': '{family} à {name}',
  'layers.title.department': '{family} : {name} (département)',
  'layers.title.region': '{family} : {name} (région)',
  'layers.title.france': '{family} en France',
  'layers.documentTitle': '{title} · Périple',
  'layers.loading': 'Chargement…',
  'layers.retry': 'Réessayer',
  'layers.notFound.title': 'Lieu introuvable',
  'layers.notFound.text': 'Aucun lieu ne s’appelle « {slug} ». Vouliez-vous dire :',
  'layers.notFound.none': 'Aucun nom proche : choisissez un lieu depuis l’accueil de la rubrique.',
  'layers.seeAlso': 'Voir aussi',
  'layers.intro.ZFE':
    'Les zones à faibles émissions (ZFE) interdisent l’entrée des véhicules les plus polluants selon leur vignette Crit’Air. Leurs règles viennent de la base nationale publiée sur transport.data.gouv.fr.',
  'layers.intro.BICYCLE':
    'Les kilomètres d’aménagements cyclables par commune — pistes, bandes, voies vertes, double-sens — mesurés sur la carte OpenStreetMap détaillée dont dispose Périple.',
  'layers.intro.RESTRICTION':
    'Les limites de poids, de hauteur et de largeur, les accès interdits et les voies réservées cartographiés dans OpenStreetMap, avec les règles des ZFE en vigueur.',
  'layers.intro.TRAFFIC':
    'Les travaux et les événements en cours ou à venir sur les routes : ceux cartographiés dans OpenStreetMap et, quand il est configuré, le flux d’info trafic en temps réel.',
  'layers.home.zones': 'Zones de la base nationale',
  'layers.home.communes': 'Communes',
  'layers.home.scope':
    'Ces pages sont celles des communes françaises où Périple a sa carte détaillée : les lieux hors de France, comme Monaco, n’en ont pas.',
  'layers.home.departments': 'Départements',
  'layers.home.regions': 'Régions',
  'layers.home.empty':
    'Aucune commune n’a encore ces données : Périple ne les a que là où il dispose de la carte OpenStreetMap détaillée.',
  'layers.status.ongoing': 'en vigueur',
  'layers.status.planned': 'à venir',
  'layers.status.expired': 'terminée',
  'layers.status.superseded': 'remplacée',
  'layers.zfe.date': 'Date',
  'layers.zfe.today': 'Aujourd’hui',
  'layers.zfe.none':
    'Aucune zone à faibles émissions ne s’applique à {name} dans la base nationale (transport.data.gouv.fr).',
  'layers.zfe.since': 'En vigueur depuis le {start}.',
  'layers.zfe.sinceUntil': 'En vigueur depuis le {start}, jusqu’au {end}.',
  'layers.zfe.notYet': 'Pas encore en vigueur : à partir du {start}.',
  'layers.zfe.ended': 'Terminée le {end}.',
  'layers.zfe.authority': 'Autorité : {name}',
  'layers.zfe.rules': 'Règles au {date}',
  'layers.zfe.vehicle': 'Véhicules',
  'layers.zfe.banned': 'Vignettes interdites',
  'layers.zfe.hours': 'Quand',
  'layers.zfe.colon': ' : ',
  'layers.zfe.free': 'Aucune restriction',
  'layers.zfe.timeline': 'Étapes de la zone',
  'layers.zfe.stageFrom': 'À partir du {start}',
  'layers.zfe.stageSince': 'Depuis le {start}',
  'layers.zfe.stageBetween': 'Du {start} au {end}',
  'layers.zfe.order': 'Arrêté',
  'layers.zfe.info': 'Site d’information',
  'layers.zfe.source': 'Source : base nationale des ZFE (transport.data.gouv.fr).',
  'layers.zfe.legend': 'Légende de la carte',
  'layers.cycling.total': '{km} km d’aménagements cyclables',
  'layers.cycling.category': 'Aménagement',
  'layers.cycling.totalRow': 'Total',
  'layers.cycling.km': 'km',
  'layers.cycling.lengths': 'Kilomètres par type d’aménagement à {name}',
  'layers.cycling.comparison': 'Comparaison avec le département',
  'layers.cycling.share':
    '{name} compte {share} % des aménagements cyclables connus du département ({department}).',
  'layers.cycling.none': 'Aucun aménagement cyclable connu à {name}.',
  'layers.cycling.uncovered':
    'Le détail vient d’OpenStreetMap, dont Périple n’a la carte détaillée que par endroits : {name} n’en fait pas partie.',
  'layers.cycling.partial':
    'Compté sur la carte OpenStreetMap détaillée dont dispose Périple, qui peut ne couvrir qu’une partie de {name}.',
  'layers.cycling.sources': 'Sources : {list}.',
  'layers.cycling.osm': 'OpenStreetMap (contributeurs)',
  'layers.restrictions.total': '{total} restrictions cartographiées',
  'layers.restrictions.shown': '{shown} premières affichées',
  'layers.restrictions.unnamed': 'Voie sans nom',
  'layers.restrictions.sections': '{count} tronçons',
  'layers.restrictions.when': 'Quand : {hours}',
  'layers.restrictions.show': 'Voir sur la carte',
  'layers.restrictions.zfe': 'Zones à faibles émissions en vigueur',
  'layers.restrictions.zfeLink': 'Voir la page ZFE',
  'layers.restrictions.none': 'Aucune restriction cartographiée à {name}.',
  'layers.restrictions.uncovered':
    'Les restrictions viennent d’OpenStreetMap, dont Périple n’a la carte détaillée que par endroits : aucune n’est connue pour {name}.',
  'layers.restrictions.partial':
    'Relevées sur la carte OpenStreetMap détaillée dont dispose Périple, qui peut ne couvrir qu’une partie de {name}.',
  'layers.restrictions.source': 'Source : OpenStreetMap (contributeurs).',
  'layers.traffic.noLive':
    'Aucune source d’info trafic en temps réel n’est disponible : seuls les travaux cartographiés dans OpenStreetMap sont affichés.',
  'layers.traffic.stale':
    'Le flux d’info trafic ne répond plus : les événements affichés ont été relevés le {date} à {time}.',
  'layers.traffic.staleNever':
    'Le flux d’info trafic ne répond pas : aucun événement en temps réel n’a encore été relevé.',
  'layers.traffic.ongoing': 'En cours',
  'layers.traffic.planned': 'À venir',
  'layers.traffic.none':
    'Aucun événement en cours ou à venir connu à {name}, sur la carte détaillée de Périple, qui peut n’en couvrir qu’une partie.',
  'layers.traffic.since': 'Depuis le {start}',
  'layers.traffic.until': 'Jusqu’au {end}',
  'layers.traffic.between': 'Du {start} au {end}',
  'layers.traffic.source.osm': 'OpenStreetMap',
  'layers.traffic.source.datex': 'Info trafic en temps réel',
  'layers.traffic.type.roadworks': 'Travaux',
  'layers.traffic.type.accident': 'Accident',
  'layers.traffic.type.closure': 'Fermeture',
  'layers.traffic.type.other': 'Événement',
  'layers.modeHint.ZFE': 'Choisissez une zone sur la carte pour voir ses règles Crit’Air.',
  'layers.modeLink.ZFE': 'Voir la page ZFE',
  'layers.modeLink.BICYCLE': 'Voir la page pistes cyclables',
  'layers.modeLink.TRAFFIC': 'Voir la page info trafic',
  'layers.modeLink.RESTRICTION': 'Voir la page restrictions',
  'layers.zfePopup.kicker': 'Zone à faibles émissions',
  'layers.zfePopup.link': 'Voir la page ZFE',
  'layers.zfePopup.allVehicles': 'Tous les véhicules',
  'layers.zfePopup.noRule': 'Aucune vignette interdite dans la base nationale.',
  'layers.zfePopup.more': 'Et {count} autre(s) zone(s) à cet endroit.',
} as const;

/** A key of the layer pages' messages. */
export type LayerMessageKey = keyof typeof layersFrFR;

/** A bundle of the layer pages' messages: one string per key of fr-FR. */
export type LayerBundle = Readonly<Record<LayerMessageKey, string>>;

/** fr-BE: the same texts. */
export const layersFrBE: LayerBundle = { ...layersFrFR };
