import { describe, expect, it } from 'vitest';
import { layerLabelIn } from '../../src/domain/restrictions/layer-labels';
import { datexKind, labelWithComment } from './datex-labels';

/** Every record class and management type datex-labels.ts names, and one it does not. */
const RECORDS: readonly (readonly [string, string | null])[] = [
  ['Accident', null],
  ['MaintenanceWorks', null],
  ...[
    'roadClosed',
    'carriagewayClosures',
    'laneClosures',
    'closedPermanentlyForTheWinter',
    'overnightClosures',
    'intermittentShortTermClosures',
    'contraflow',
    'narrowLanes',
    'singleAlternateLineTraffic',
    'lanesDeviated',
    'rollingRoadBlock',
    'weightRestrictionInOperation',
    'heightRestrictionInOperation',
    'somethingElse',
  ].map((type) => ['RoadOrCarriagewayOrLaneManagement', type] as const),
  ...[
    'AbnormalTraffic',
    'AnimalPresenceObstruction',
    'AuthorityOperation',
    'DisturbanceActivity',
    'EnvironmentalObstruction',
    'EquipmentOrSystemFault',
    'GeneralNetworkManagement',
    'GeneralObstruction',
    'InfrastructureDamageObstruction',
    'NonWeatherRelatedRoadConditions',
    'PoorEnvironmentConditions',
    'PublicEvent',
    'ReroutingManagement',
    'RoadsideAssistance',
    'SpeedManagement',
    'VehicleObstruction',
    'WeatherRelatedRoadConditions',
    'WinterDrivingManagement',
    'UnknownRecord',
  ].map((type) => [type, null] as const),
];

describe('the labels of DATEX II records in English and Dutch', () => {
  it.each(RECORDS)('has a Dutch label for %s %s', (record, management) => {
    const { label } = datexKind(record, management);
    const dutch = layerLabelIn(label, 'nl');
    expect(dutch).not.toBe(label);
    expect(layerLabelIn(labelWithComment(label, 'voie de gauche'), 'en')).toBe(
      `${layerLabelIn(label, 'en')}: voie de gauche`,
    );
  });
});
