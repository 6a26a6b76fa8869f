import { z } from 'zod';
import type { RouteEntry } from '../../app';
import { fieldKey, FIELD_KINDS, FILTER_KINDS, kindOfPathId, type Kind } from '../object-kinds';
import { inputJsonSchema, types, type JsonSchema } from '../route-schema';

// Valid requests from a route's own schema, for the tenancy walk: every id field is filled with the
// id of the object it names, taken from whichever tenant the walk asks for that kind, and every
// other field with a plausible value; the zod schema then checks the request and the builder
// repairs what it refuses, so the call reaches the guard and the handler instead of stopping at a
// 400. Deterministic: the same route always gets the same request.

/**
 * Where each kind of id comes from in one walk (A's partner with B's objects, and so on): the id,
 * a second object of the kind for calls that need two (a merge), and the tenant's RO number.
 */
export type IdSource = (kind: Kind) => { id: number; second: number; roNumber: string };

export interface BuiltRequest {
  url: string;
  body: unknown;
  /** The kinds of id the request carries: the walk expects a refusal when one is another tenant's. */
  kinds: Set<Kind>;
  /** Why the schema still refuses the request (it could not be built), or null. */
  invalid: string | null;
}

// Fields a route refuses together although its schema allows both ("writerIds or techIds").
const ROUTE_OMIT: Record<string, string[]> = { '/category/:partnerId/category-report-sa-tech/:locationId': ['techIds'] };
// Values a route's handler needs beyond its schema (a guide that exists, a section that has KPI guides).
const ROUTE_VALUES: Record<string, Record<string, unknown>> = {
  '/userGuide/userGuides/:section/:id': { section: 'SCREEN', id: 'dashboard' },
  '/userGuide/by-section/:section': { section: 'KPI', kpiGroup: 'daily' },
};
// The sandbox payment provider's test card (payments/sandbox.ts).
const CARD_TOKEN = 'sandbox_tok_visa_4242_12_2030';
// An `id` inside a list names the list's objects.
const LIST_KINDS: Record<string, Kind> = { employees: 'employee', fields: 'worksheetFieldDefinition', values: 'worksheetFieldDefinition' };
// An `id` in a body or path, by the route (where the nearest path segment does not say).
const ROUTE_ID_KINDS: Record<string, Kind> = {
  '/category/delete/:id': 'mappedCategory',
  '/:partnerId/update-technician-sa': 'employee',
  '/goals/save': 'goal',
  '/category/:partnerId/save-mapped-category/:locationId': 'mappedCategory',
  '/:partnerId/get/tooltips/:id': 'location',
};
/** The object an `id` path parameter or body field names in this route, or null when it names none of ours. */
const idKindOf = (path: string): Kind | null => ROUTE_ID_KINDS[path] ?? kindOfPathId(path);

const DAY = '2026-03-02';
const DATE_FIELD = /date|^from$|^to$|seen|^period_|^start|^end/i;

// Values a field may need beyond what its JSON Schema says (formats zod checks in a transform).
const FALLBACKS: unknown[] = [DAY, '2026-03-10', '2026-04-01', '2026-03', 'someone@a-walk.test', 'example.com', '5125550100', '78701', 'Walker Tester', '1', 1, 3, 2026, true, false, 'true', 'false', null, undefined];

/** The kind of object a field names, by its name and the list it is in; null for any other field. */
function kindOfField(name: string, parent: string, routePath: string): Kind | null {
  const key = name.toLowerCase();
  if (key === 'id') return LIST_KINDS[parent] ?? idKindOf(routePath);
  if (key === 'mappedcategory') return 'category';
  // An RO by its number; ro_num is only a filter of a list (another partner's number finds nothing).
  if (key === 'order_number' || key === 'reference') return 'repairOrder';
  return FIELD_KINDS[fieldKey(name)] ?? null;
}

const isList = (node: JsonSchema) => [node, ...(node.anyOf ?? [])].some((n) => types(n).includes('array'));

class Builder {
  constructor(
    private readonly source: IdSource,
    readonly routePath: string,
    private readonly allLocations: boolean,
  ) {}

  /** A value picked by the field's name alone, or undefined. */
  hinted(name: string, parent: string, node: JsonSchema): unknown {
    const key = name.toLowerCase();
    const fixed = ROUTE_VALUES[this.routePath];
    if (fixed && name in fixed) return fixed[name];
    if (ROUTE_OMIT[this.routePath]?.includes(name)) return undefined;
    const kind = kindOfField(name, parent, this.routePath) ?? FILTER_KINDS[fieldKey(name)];
    if (kind === 'repairOrder' && !key.includes('id')) return this.source(kind).roNumber;
    if (kind) {
      const { id, second } = this.source(kind);
      // A merge needs two customers; other lists take one id.
      const ids = key === 'customerids' ? [id, second] : [id];
      if (key.endsWith('ids') || key === 'location_ids' || key === 'mappedcategory') return isList(node) ? ids : ids.join(',');
      return id;
    }
    if (key === 'token') return CARD_TOKEN;
    if (key === 'dashboardcategoryid') return 1;
    if (key === 'yyyymm') return '2026-03';
    if (key === 'year') return 2026;
    if (key === 'month') return 3;
    if (key.includes('email')) return 'someone@a-walk.test';
    if (key.startsWith('phon')) return '5125550100';
    if (key === 'website' || key === 'businessurl') return 'example.com';
    if (key.endsWith('zip')) return '78701';
    if (key === 'preferreddates') return ['2026-03-10'];
    if (DATE_FIELD.test(name)) return DAY;
    return undefined;
  }

  value(node: JsonSchema, name: string, parent: string): unknown {
    const hinted = this.hinted(name, parent, node);
    if (hinted !== undefined) return hinted;
    if (node.const !== undefined) return node.const;
    if (node.enum) return node.enum[0];
    const options = node.anyOf ?? node.oneOf;
    if (options) return this.value(options.find((o) => !types(o).includes('null') && o.const === undefined) ?? options[0], name, parent);
    if (node.allOf?.length) return this.value(node.allOf[0], name, parent);
    const type = types(node).find((t) => t !== 'null') ?? types(node)[0];
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(node.properties ?? {})) {
          // Optional fields are left out, except those the name says something about: ids above all,
          // since they are what the walk is about.
          const required = (node.required ?? []).includes(key);
          if (ROUTE_OMIT[this.routePath]?.includes(key)) continue;
          if (!required && this.hinted(key, name, child) === undefined) continue;
          if (!required && this.allLocations && kindOfField(key, name, this.routePath) === 'location') continue;
          out[key] = this.value(child, key, name);
        }
        if (typeof node.additionalProperties === 'object' && !node.properties) {
          const key = String(node.propertyNames?.enum?.[0] ?? 'walk.key');
          out[key] = this.value(node.additionalProperties, 'text', name);
        }
        return out;
      }
      case 'array':
        return Array.from({ length: Math.max(node.minItems ?? 0, 1) }, () => this.value(node.items ?? {}, name, parent));
      case 'string': {
        if (node.format === 'date') return DAY;
        const text = 'Walk note';
        return text.length >= (node.minLength ?? 0) ? text : text.padEnd(node.minLength ?? 0, 'x');
      }
      case 'integer':
      case 'number': {
        const low = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
        return Math.min(Math.max(low, 1), node.maximum ?? Infinity);
      }
      case 'boolean':
        return true;
      default:
        return 1;
    }
  }

  /** The kinds of id the finished value carries (a field the repair emptied names nothing). */
  kindsIn(value: unknown, name: string, parent: string, into: Set<Kind>): void {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      for (const item of value) this.kindsIn(item, name, parent, into);
      return;
    }
    if (typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) this.kindsIn(child, key, name, into);
      return;
    }
    const kind = kindOfField(name, parent, this.routePath);
    if (kind) into.add(kind);
  }
}

type Bag = Record<string, unknown>;
/** Query and path values travel as text. */
const asText = (bag: Bag): Record<string, string> =>
  Object.fromEntries(Object.entries(bag).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));

function setAt(value: unknown, path: PropertyKey[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const copy: Bag | unknown[] = Array.isArray(value) ? [...value] : { ...((value ?? {}) as Bag) };
  (copy as Bag)[head as string] = setAt((copy as Bag)[head as string], rest, next);
  if (next === undefined && rest.length === 0) delete (copy as Bag)[head as string];
  return copy;
}

/**
 * Makes `value` pass `schema`, one refused field at a time: the field's own hint first, then the
 * fallbacks, keeping a change when fewer issues remain. Returns the value and what is still wrong.
 */
function repaired(schema: unknown, start: unknown, text: boolean, builder: Builder): { value: unknown; invalid: string | null } {
  if (!(schema instanceof z.ZodType)) return { value: start, invalid: null };
  const check = (v: unknown) => schema.safeParse(text ? asText(v as Bag) : v);
  let value = start;
  for (let round = 0; round < 30; round += 1) {
    const result = check(value);
    if (result.success) return { value, invalid: null };
    const issues = result.error.issues;
    const { path } = issues[0];
    const name = String([...path].reverse().find((p) => typeof p === 'string') ?? '');
    const hint = builder.hinted(name, '', {});
    const better = [hint, ...FALLBACKS].map((candidate) => setAt(value, path, candidate)).find((candidate) => {
      const next = check(candidate);
      return next.success || next.error.issues.length < issues.length;
    });
    if (better === undefined) return { value, invalid: issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
    value = better;
  }
  return { value, invalid: 'the schema kept refusing the request' };
}

/**
 * The route's request with ids from `source`: path, query and body, checked against its schema.
 * `allLocations`: leave out an optional location (the route's All locations) instead of naming one.
 */
export function buildRequest(route: RouteEntry, prefix: string, source: IdSource, { allLocations = false } = {}): BuiltRequest {
  const path = route.url.slice(prefix.length);
  const builder = new Builder(source, path, allLocations);
  const problems: string[] = [];
  const kinds = new Set<Kind>();
  const part = (schema: unknown, text: boolean): unknown => {
    const json = inputJsonSchema(schema);
    if (!json) return text ? {} : undefined;
    const { value, invalid } = repaired(schema, builder.value(json, '', ''), text, builder);
    if (invalid) problems.push(invalid);
    builder.kindsIn(value, '', '', kinds);
    return value;
  };
  const params = asText((part(route.schema.params, true) ?? {}) as Bag);
  const query = asText((part(route.schema.querystring, true) ?? {}) as Bag);
  const body = part(route.schema.body, false);
  // A path parameter without a schema is filled by its name alone.
  const filled = route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] !== undefined) return encodeURIComponent(params[name]);
    const hinted = builder.hinted(name, '', {});
    builder.kindsIn(hinted, name, '', kinds);
    return encodeURIComponent(String(hinted ?? 1));
  });
  const search = new URLSearchParams(query).toString();
  return { url: search ? `${filled}?${search}` : filled, body, kinds, invalid: problems.length ? problems.join(' | ') : null };
}
