/**
 * Reader of DATEX II SituationPublications (v2 `d2LogicalModel` and v3 `messageContainer`): one
 * traffic event per situation record that has a position, with its kind, French label, road,
 * validity and status. Records without coordinates are skipped and counted, and so are records
 * too broken to read (no id); a document that is not well-formed XML or not a
 * SituationPublication throws, so that the poller keeps its last good events.
 */
import { z } from 'zod';
import type { TrafficEvent } from '../../src/domain/restrictions/api';
import { datexKind, labelWithComment } from './datex-labels';
import { firstPosition, roadOf } from './datex-location';
import { datexInstant, datexStatusAt, type DatexValidity } from './datex-time';
import {
  localType,
  parseXml,
  pickFrench,
  situationPublications,
  textSchema,
  type Publication,
} from './datex-xml';

/** A record as read, before its status at a given time. */
export interface DatexRecord extends Omit<TrafficEvent, 'status'>, DatexValidity {}

/** What a document gave. */
export interface DatexReading {
  /** One per record with a position, in document order (the first of a repeated id). */
  records: DatexRecord[];
  /** Records skipped because no WGS84 coordinate could be found in their location. */
  withoutPosition: number;
  /** Records skipped because they could not be read (no id). */
  unreadable: number;
}

const situationSchema = z.looseObject({ situationRecord: z.array(z.unknown()).optional() });

const recordSchema = z.looseObject({
  '@_id': textSchema,
  '@_type': z.string().optional(),
  validity: z.unknown().optional(),
  generalPublicComment: z.array(z.unknown()).optional(),
  /** v2. */
  groupOfLocations: z.unknown().optional(),
  /** v3. */
  locationReference: z.unknown().optional(),
  roadOrCarriagewayOrLaneManagementType: z.unknown().optional(),
});
type RawRecord = z.infer<typeof recordSchema>;

const validitySchema = z.looseObject({
  validityStatus: z.unknown().optional(),
  validityTimeSpecification: z
    .looseObject({
      overallStartTime: z.unknown().optional(),
      overallEndTime: z.unknown().optional(),
    })
    .optional(),
});

const commentSchema = z.looseObject({ comment: z.unknown(), commentType: z.unknown().optional() });

function text(value: unknown): string | null {
  const parsed = textSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function validityOf(record: RawRecord): DatexValidity {
  const parsed = validitySchema.safeParse(record.validity);
  const validity = parsed.success ? parsed.data : null;
  const period = validity?.validityTimeSpecification;
  return {
    start: datexInstant(text(period?.overallStartTime)),
    end: datexInstant(text(period?.overallEndTime)),
    validityStatus: text(validity?.validityStatus),
  };
}

/**
 * The record's public comment: the first that describes the event (type `description` or none),
 * else the first one; French text preferred. Location descriptors only name the place.
 */
function commentOf(record: RawRecord): string | null {
  const comments = (record.generalPublicComment ?? []).flatMap((raw) => {
    const parsed = commentSchema.safeParse(raw);
    if (!parsed.success) return [];
    const value = pickFrench(parsed.data.comment);
    return value === null ? [] : [{ value, type: text(parsed.data.commentType) }];
  });
  const describing = comments.find((c) => c.type === null || c.type === 'description');
  return (describing ?? comments.find((c) => c.type !== 'locationDescriptor'))?.value ?? null;
}

type RecordResult = DatexRecord | 'unreadable' | 'without-position';

function readRecord(raw: unknown): RecordResult {
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success) return 'unreadable';
  const record = parsed.data;
  const location = record.locationReference ?? record.groupOfLocations;
  const position = firstPosition(location);
  if (position === null) return 'without-position';
  const kind = datexKind(
    localType(record['@_type']),
    text(record.roadOrCarriagewayOrLaneManagementType),
  );
  return {
    id: `datex:${record['@_id']}`,
    source: 'datex',
    type: kind.type,
    label: labelWithComment(kind.label, commentOf(record)),
    road: roadOf(location),
    ...validityOf(record),
    lng: position.lng,
    lat: position.lat,
  };
}

function* recordsOf(publications: Publication[]): Generator<unknown> {
  for (const publication of publications) {
    for (const situation of publication.situation ?? []) {
      const parsed = situationSchema.safeParse(situation);
      if (parsed.success) yield* parsed.data.situationRecord ?? [];
    }
  }
}

/**
 * Reads a DATEX II SituationPublication (v2 or v3) into records with their validity; throws an
 * Error with a French message when the XML is malformed or is not a SituationPublication.
 */
export function parseDatex(xml: string): DatexReading {
  const publications = situationPublications(parseXml(xml));
  const reading: DatexReading = { records: [], withoutPosition: 0, unreadable: 0 };
  const seen = new Set<string>();
  for (const raw of recordsOf(publications)) {
    const result = readRecord(raw);
    if (result === 'unreadable') reading.unreadable += 1;
    else if (result === 'without-position') reading.withoutPosition += 1;
    else if (!seen.has(result.id)) {
      seen.add(result.id);
      reading.records.push(result);
    }
  }
  return reading;
}

/** A read record as a traffic event with its status at `at`. */
export function eventAt(record: DatexRecord, at: Date): TrafficEvent {
  const { validityStatus: _validityStatus, ...event } = record;
  return { ...event, status: datexStatusAt(record, at) };
}

/**
 * The traffic events of a DATEX II SituationPublication (v2 `d2LogicalModel` or v3
 * `messageContainer`) with their status at `at`; records without coordinates are skipped.
 * Throws an Error when the XML is malformed or is not a SituationPublication.
 */
export function readDatex(xml: string, at: Date): TrafficEvent[] {
  return parseDatex(xml).records.map((record) => eventAt(record, at));
}
