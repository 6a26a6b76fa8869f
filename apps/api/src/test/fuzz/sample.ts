import fc from 'fast-check';
import type { Kind } from '../object-kinds';
import { types, type JsonSchema } from '../route-schema';
import { byName } from './hints';
import type { World } from './world';

// Valid-looking values from a route's schema, read as the JSON Schema of its input
// (route-schema.ts); field names pick the world's ids and plausible dates, so most
// requests get past validation: the mutations then break one thing at a time.

const WORDS = fc.constantFrom('Fuzz', 'Ana Lopez', 'Brakes', 'note', 'Tina Tech', '12 Elm St', 'Austin');

function stringArb(node: JsonSchema): fc.Arbitrary<string> {
  if (node.format === 'date') return fc.constantFrom('2026-03-02', '2025-03-04');
  if (node.format === 'date-time') return fc.constantFrom('2025-03-04T16:40:00-06:00', '2026-03-02T05:00:00.000Z');
  if (node.format === 'email') return fc.constant('someone@fuzz-shop.test');
  if (node.format === 'uri') return fc.constant('https://example.test/video');
  if (node.pattern) {
    try {
      return fc.stringMatching(new RegExp(node.pattern)).filter((s) => s.length <= (node.maxLength ?? 200));
    } catch {
      /* a pattern fast-check cannot read: plain words below */
    }
  }
  const min = node.minLength ?? 0;
  return WORDS.map((w) => (w.length >= min ? w : w.padEnd(min, 'x'))).filter((w) => w.length <= (node.maxLength ?? Infinity));
}

function numberArb(node: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 0);
  const high = Math.min(node.maximum ?? low + 1000, low + 1000);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, high)) });
  return fc.double({ min: low, max: Math.max(low, high), noNaN: true, noDefaultInfinity: true });
}

/**
 * A valid-looking value of the node. `name` is the field's own name (hints win over the schema);
 * depth stops schemas that refer to themselves.
 */
export function plausible(node: JsonSchema, name: string, world: World, pathIdKind: Kind, depth = 0): fc.Arbitrary<unknown> {
  const hinted = byName(name, node, world, pathIdKind);
  if (hinted) return hinted;
  if (depth > 6) return fc.constant(null);
  const next = (child: JsonSchema, childName: string) => plausible(child, childName, world, pathIdKind, depth + 1);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const options = node.anyOf ?? node.oneOf;
  if (options) {
    const useful = options.filter((o) => !types(o).includes('null'));
    return fc.oneof(...(useful.length ? useful : options).map((o) => next(o, name)));
  }
  if (node.allOf?.length) return next(node.allOf[0], name);
  const kinds = types(node);
  if (kinds.length > 1) return fc.oneof(...kinds.map((type) => next({ ...node, type }, name)));
  switch (kinds[0]) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(node.properties ?? {}).map(([key, child]) => [key, next(child, key)]));
      const record = fc.record(shape, { requiredKeys: (node.required ?? []).filter((key) => key in shape) });
      const extra = node.additionalProperties;
      if (typeof extra !== 'object') return record;
      const keys = node.propertyNames ? stringArb(node.propertyNames) : fc.constantFrom('chart.sales', 'ro_number');
      return fc.tuple(record, fc.dictionary(keys, next(extra, ''), { maxKeys: 3 })).map(([fixed, more]) => ({ ...more, ...fixed }));
    }
    case 'array':
      return fc.array(next(node.items ?? {}, name), {
        minLength: Math.min(node.minItems ?? 0, 3),
        maxLength: Math.max(Math.min(node.maxItems ?? 3, 3), Math.min(node.minItems ?? 0, 3)),
      });
    case 'string':
      return stringArb(node);
    case 'integer':
      return numberArb(node, true);
    case 'number':
      return numberArb(node, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constantFrom(1, '1', 'x', true);
  }
}
