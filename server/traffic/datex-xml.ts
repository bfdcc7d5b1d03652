/**
 * The XML layer of the DATEX II reader: fast-xml-parser set up for SituationPublications (namespace
 * prefixes removed, attributes kept as `@_name`, text kept as strings, repeating elements always
 * arrays), the zod schemas of the few nodes the reader uses, and the way down to the publication
 * in both versions: v2 `d2LogicalModel / payloadPublication` (bare or in a SOAP envelope, as Bison
 * Futé serves it) and v3 `messageContainer / payload` (or a bare `payload`).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';

/** Elements that may repeat in the parts of a SituationPublication the reader looks at. */
const REPEATED = new Set([
  'payload',
  'situation',
  'situationRecord',
  'generalPublicComment',
  'value',
  'roadInformation',
  'name',
  'pointAlongLinearElement',
  'linearWithinLinearElement',
  'locationContainedInItinerary',
  'locationContainedInGroup',
  'openlrLocationReferencePoint',
]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  // The library's limits on DOCTYPE entities; the five XML entities are never limited.
  processEntities: true,
  isArray: (tagName, _path, _isLeaf, isAttribute) => !isAttribute && REPEATED.has(tagName),
});

/** Any parsed element with children or attributes. */
export const nodeSchema = z.record(z.string(), z.unknown());
export type XmlNode = z.infer<typeof nodeSchema>;

/** The text of an element: `<a>x</a>` or `<a lang="fr">x</a>`, trimmed, empty as absent. */
export const textSchema = z
  .union([z.string(), z.looseObject({ '#text': z.string() }).transform((node) => node['#text'])])
  .transform((text) => text.trim())
  .pipe(z.string().min(1));

/** One `value` of a multilingual string, with its language when given. */
const langValueSchema = z.union([
  z
    .looseObject({ '#text': z.string(), '@_lang': z.string().optional() })
    .transform((node) => ({ text: node['#text'].trim(), lang: node['@_lang'] ?? null })),
  z.string().transform((text) => ({ text: text.trim(), lang: null })),
]);

/** A DATEX II MultilingualString: `values / value` (lang attribute optional). */
export const multilingualSchema = z.looseObject({
  values: z.looseObject({ value: z.array(z.unknown()) }),
});

/**
 * The text of a MultilingualString (or of a plain string element): French first, then a value
 * without language, then the first one; null when there is none.
 */
export function pickFrench(value: unknown): string | null {
  const plain = textSchema.safeParse(value);
  if (plain.success) return plain.data;
  const multi = multilingualSchema.safeParse(value);
  if (!multi.success) return null;
  const values = multi.data.values.value
    .map((v) => langValueSchema.safeParse(v))
    .flatMap((r) => (r.success && r.data.text !== '' ? [r.data] : []));
  const french = values.find((v) => v.lang?.toLowerCase().startsWith('fr'));
  return (french ?? values.find((v) => v.lang === null) ?? values[0])?.text ?? null;
}

/** The local name of an `xsi:type` value (`sit:Accident` → `Accident`). */
export function localType(type: string | undefined): string {
  return (type ?? '').split(':').pop() ?? '';
}

const typedSchema = z.looseObject({ '@_type': z.string().optional() });
const publicationSchema = z.looseObject({
  '@_type': z.string(),
  situation: z.array(z.unknown()).optional(),
});
/** The situations of a SituationPublication, each still to validate. */
export type Publication = z.infer<typeof publicationSchema>;

/** Parses the XML; throws an Error naming the line and column when it is not well formed. */
export function parseXml(xml: string): XmlNode {
  const check = XMLValidator.validate(xml);
  if (check !== true) {
    const { msg, line, col } = check.err;
    throw new Error(`XML mal formé (ligne ${line}, colonne ${col}) : ${msg}`);
  }
  const doc = nodeSchema.safeParse(parser.parse(xml));
  if (!doc.success) throw new Error('XML mal formé : aucun élément racine');
  return doc.data;
}

function child(node: XmlNode | null, name: string): XmlNode | null {
  const parsed = nodeSchema.safeParse(node?.[name]);
  return parsed.success ? parsed.data : null;
}

function children(node: XmlNode | null, name: string): unknown[] {
  const value = node?.[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function isSituationPublication(value: unknown): boolean {
  const typed = typedSchema.safeParse(value);
  return typed.success && localType(typed.data['@_type']) === 'SituationPublication';
}

/** The payloads a document carries, whatever its version and envelope. */
function payloadsOf(doc: XmlNode): unknown[] {
  const root = child(child(doc, 'Envelope'), 'Body') ?? doc;
  const v2 = child(root, 'd2LogicalModel');
  if (v2) return children(v2, 'payloadPublication');
  const v3 = child(root, 'messageContainer');
  if (v3) return children(v3, 'payload');
  return [...children(root, 'payload'), ...children(root, 'payloadPublication')];
}

function rootName(doc: XmlNode): string {
  return Object.keys(doc).find((key) => key !== '?xml' && !key.startsWith('@_')) ?? 'aucune';
}

/**
 * The SituationPublications of a parsed DATEX II document (v2 or v3); throws an Error when the
 * document holds none (another publication type, another format).
 */
export function situationPublications(doc: XmlNode): Publication[] {
  const payloads = payloadsOf(doc);
  const publications = payloads.filter(isSituationPublication).flatMap((payload) => {
    const parsed = publicationSchema.safeParse(payload);
    return parsed.success ? [parsed.data] : [];
  });
  if (publications.length > 0) return publications;
  const types = payloads
    .map((p) => typedSchema.safeParse(p))
    .flatMap((t) => t.data?.['@_type'] ?? []);
  const what = types.length > 0 ? `publication ${types.join(', ')}` : `racine ${rootName(doc)}`;
  throw new Error(`le document n'est pas une SituationPublication DATEX II (${what})`);
}
