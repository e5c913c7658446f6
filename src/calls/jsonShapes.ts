import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';

/*
 * What zod's toJSONSchema cannot read by itself: a shape checked by a function (z.refine) is
 * described here by the JSON Schema it checks, and a recursive node is named (`id`), so that
 * docs/openapi.json (src/calls/openapi/) shows the same shapes the call layer checks.
 */

/** A JSON Schema, as OpenAPI 3.1 carries it. */
export type JsonSchema = { [key: string]: unknown };

/** The JSON Schema of each shape that needs one given (read by toJSONSchema as its metadata). */
export const jsonShapes = z.registry<JsonSchema>();

/** The shape, described by `json` wherever the document shows it. */
export function describedAs<Shape extends ZodMiniType>(shape: Shape, json: JsonSchema): Shape {
  jsonShapes.add(shape, json);
  return shape;
}

/** An id: a number or a string. */
export const ID_JSON: JsonSchema = { type: ['number', 'string'] };

/**
 * The shape with the values the console sends in it, shown as its JSON Schema `examples`: the
 * conformance check (scripts/conformance/) sends the first where it must send something.
 */
export const withExamples = <Shape extends ZodMiniType>(shape: Shape, ...examples: unknown[]): Shape =>
  describedAs(shape, { examples });
