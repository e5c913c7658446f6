import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { jsonShapes, type JsonSchema } from '../jsonShapes';

/** Where the document keeps its named schemas. */
export const COMPONENT_SCHEMAS = '#/components/schemas/';

const UNNAMED = 'A recursive shape has no name: add one with jsonShapes.add(shape, { id })';

/** A reference of the converted shape, made one to the document's components. */
function componentRef(ref: string): string {
  if (ref === '#') throw new Error(UNNAMED);
  return ref.replace('#/$defs/', COMPONENT_SCHEMAS);
}

/**
 * The value with every `#/$defs/<name>` reference made one to the document's components. A
 * reference to the shape's root (`#`) would point at the whole document there: refused.
 */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? componentRef(inner) : rewriteRefs(inner),
    ]),
  );
}

/**
 * A zod shape as the JSON Schema OpenAPI 3.1 carries, converted by zod's own toJSONSchema with the
 * descriptions of ../jsonShapes.ts: its named parts (a recursive node) are added to `components`
 * and referred to there. An unnamed recursive part is an error: name it in jsonShapes.
 */
export function jsonSchemaOf(shape: ZodMiniType, components: Record<string, JsonSchema>): JsonSchema {
  const converted = z.toJSONSchema(shape, { metadata: jsonShapes, unrepresentable: 'any' }) as JsonSchema;
  const { $schema: _dialect, $defs, ...schema } = converted;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    if (name.startsWith('__schema')) throw new Error(UNNAMED);
    components[name] = rewriteRefs(def) as JsonSchema;
  }
  return rewriteRefs(schema) as JsonSchema;
}
