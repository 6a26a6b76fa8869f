import { z } from 'zod';

// A route's zod schema read as the JSON Schema of its input (what a client sends): the fuzz
// (fuzz/sample.ts) and the tenancy walk (tenancy-walk/build.ts) both build requests from it.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
}

/** The JSON Schema of what a client sends; {} (anything) where zod cannot say, e.g. a transform. */
export function inputJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** The node's types as a list (JSON Schema allows one or several). */
export function types(node: JsonSchema): string[] {
  if (Array.isArray(node.type)) return node.type;
  return node.type ? [node.type] : [];
}
