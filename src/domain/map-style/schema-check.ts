import type { LayerSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { TILE_LAYERS, VECTOR_SOURCE_ID } from '../tile-schema';

type Attributes = Readonly<Record<string, readonly string[] | 'string' | 'number'>>;

/** Accessors of a feature attribute inside an expression. */
const ATTRIBUTE_OPERATORS = new Set(['get', 'has', '!has']);

/** Attribute name read by an accessor expression (`['get', 'class']`), if any. */
function accessedAttribute(node: unknown): string | undefined {
  if (!Array.isArray(node) || node.length !== 2) return undefined;
  const [op, name] = node as unknown[];
  return typeof op === 'string' && ATTRIBUTE_OPERATORS.has(op) && typeof name === 'string'
    ? name
    : undefined;
}

/** Every attribute read anywhere in a value (filter, layout or paint property). */
function collectAttributes(node: unknown, out: Set<string>): void {
  if (!Array.isArray(node)) return;
  const attr = accessedAttribute(node);
  if (attr !== undefined) out.add(attr);
  for (const child of node) collectAttributes(child, out);
}

/** Labels compared with an attribute in `match` and `==`/`!=` expressions. */
function collectComparisons(node: unknown, out: Array<[string, string]>): void {
  if (!Array.isArray(node)) return;
  const [op, input] = node as unknown[];
  const attr = accessedAttribute(input);
  if (attr !== undefined && op === 'match') {
    for (let i = 2; i < node.length - 1; i += 2) {
      const labels: unknown[] = Array.isArray(node[i]) ? (node[i] as unknown[]) : [node[i]];
      for (const l of labels) if (typeof l === 'string') out.push([attr, l]);
    }
  }
  if (attr !== undefined && (op === '==' || op === '!=') && typeof node[2] === 'string') {
    out.push([attr, node[2]]);
  }
  for (const child of node) collectComparisons(child, out);
}

function layerValues(layer: LayerSpecification): unknown[] {
  const values: unknown[] = [];
  if ('filter' in layer) values.push(layer.filter);
  if ('layout' in layer && layer.layout) values.push(...Object.values(layer.layout));
  if ('paint' in layer && layer.paint) values.push(...Object.values<unknown>(layer.paint));
  return values;
}

function checkLayer(layer: LayerSpecification): string[] {
  if (!('source-layer' in layer) || layer.source !== VECTOR_SOURCE_ID) return [];
  const sourceLayer = layer['source-layer'] ?? '';
  const spec = (TILE_LAYERS as Readonly<Record<string, { attributes: Attributes }>>)[sourceLayer];
  if (!spec) return [`${layer.id}: unknown source-layer '${sourceLayer}'`];
  const problems: string[] = [];
  const attributes = new Set<string>();
  const comparisons: Array<[string, string]> = [];
  for (const value of layerValues(layer)) {
    collectAttributes(value, attributes);
    collectComparisons(value, comparisons);
  }
  for (const attr of attributes) {
    if (!(attr in spec.attributes)) {
      problems.push(`${layer.id}: attribute '${attr}' is not in layer '${sourceLayer}'`);
    }
  }
  for (const [attr, value] of comparisons) {
    const allowed = spec.attributes[attr];
    if (Array.isArray(allowed) && !allowed.includes(value)) {
      problems.push(`${layer.id}: '${attr}' has no value '${value}' in layer '${sourceLayer}'`);
    }
  }
  return problems;
}

/**
 * Checks a style against the tile contract (src/domain/tile-schema.ts): every source-layer of the
 * vector source exists, every attribute read exists in that layer, and every value compared
 * with an enumerated attribute is one of its values. Returns the problems (empty when none).
 */
export function checkStyleAgainstSchema(style: StyleSpecification): string[] {
  return style.layers.flatMap(checkLayer);
}
