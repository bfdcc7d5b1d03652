/**
 * What a DATEX II situation record is, for Périple: its kind (accident, roadworks, closure, other)
 * and its label in French, from the record's `xsi:type` (the same class names in v2 and v3) and,
 * for road or lane management, its `roadOrCarriagewayOrLaneManagementType`.
 */
import type { TrafficEventType } from '../../src/domain/restrictions/api';

/** The kind and French label of a record. */
export interface DatexKind {
  type: TrafficEventType;
  label: string;
}

/** Management types that close a road, a carriageway or lanes, with their label. */
const CLOSURES: Record<string, string> = {
  roadClosed: 'Route fermée',
  carriagewayClosures: 'Chaussée fermée',
  laneClosures: 'Voie fermée',
  closedPermanentlyForTheWinter: 'Route fermée pour l’hiver',
  overnightClosures: 'Fermeture de nuit',
  intermittentShortTermClosures: 'Fermetures ponctuelles',
};

/** Other road or lane management types worth a label of their own. */
const MANAGEMENT: Record<string, string> = {
  contraflow: 'Circulation à contresens',
  narrowLanes: 'Voies rétrécies',
  singleAlternateLineTraffic: 'Circulation alternée',
  lanesDeviated: 'Voies déviées',
  rollingRoadBlock: 'Barrage roulant',
  weightRestrictionInOperation: 'Limitation de poids',
  heightRestrictionInOperation: 'Limitation de hauteur',
};

/** Labels of the other record classes (DATEX II v2 and v3 share their names). */
const OTHERS: Record<string, string> = {
  AbnormalTraffic: 'Trafic perturbé',
  AnimalPresenceObstruction: 'Animaux sur la chaussée',
  AuthorityOperation: 'Opération des autorités',
  DisturbanceActivity: 'Perturbation',
  EnvironmentalObstruction: 'Obstacle naturel',
  EquipmentOrSystemFault: 'Équipement en panne',
  GeneralNetworkManagement: 'Gestion du trafic',
  GeneralObstruction: 'Obstacle sur la chaussée',
  InfrastructureDamageObstruction: 'Chaussée endommagée',
  NonWeatherRelatedRoadConditions: 'Chaussée dangereuse',
  PoorEnvironmentConditions: 'Conditions météo difficiles',
  PublicEvent: 'Manifestation',
  ReroutingManagement: 'Déviation',
  RoadsideAssistance: 'Assistance sur la route',
  SpeedManagement: 'Limitation de vitesse',
  VehicleObstruction: 'Véhicule sur la chaussée',
  WeatherRelatedRoadConditions: 'Chaussée glissante',
  WinterDrivingManagement: 'Équipements d’hiver',
};

function managementKind(managementType: string | null): DatexKind {
  const key = managementType ?? '';
  const closure = CLOSURES[key];
  if (closure !== undefined) return { type: 'closure', label: closure };
  return { type: 'other', label: MANAGEMENT[key] ?? 'Restriction de circulation' };
}

/**
 * The kind and label of a record from the local name of its `xsi:type` (`Accident`,
 * `MaintenanceWorks`…) and its management type when it has one.
 */
export function datexKind(recordType: string, managementType: string | null): DatexKind {
  if (recordType === 'Accident') return { type: 'accident', label: 'Accident' };
  if (recordType === 'MaintenanceWorks' || recordType === 'ConstructionWorks')
    return { type: 'roadworks', label: 'Travaux' };
  if (recordType === 'RoadOrCarriagewayOrLaneManagement') return managementKind(managementType);
  return { type: 'other', label: OTHERS[recordType] ?? 'Événement' };
}

/** Longest comment kept in a label, in characters. */
const MAX_COMMENT = 200;

/** The label with the record's comment when it has one (« Travaux : Réfection… »). */
export function labelWithComment(label: string, comment: string | null): string {
  const text = (comment ?? '').replace(/\s+/g, ' ').trim();
  if (text === '' || text.toLowerCase() === label.toLowerCase()) return label;
  const short = text.length > MAX_COMMENT ? `${text.slice(0, MAX_COMMENT - 1).trimEnd()}…` : text;
  return `${label} : ${short}`;
}
