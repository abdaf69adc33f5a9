import * as z from 'zod/mini';
import { RECORDS } from '../../../shared/records';
import type { Schema } from './describe';

// Components of the OpenAPI document: the record shapes of shared/records/ (the declarations
// shared/api-types.ts takes its types from) as JSON Schema 2020-12, which OpenAPI 3.1 uses as
// is. A shape used inside another under its component name is a $ref there. Further fields may
// be added without a new API version, so no object forbids additional properties.

/** zod's defaults a reader of the document does not need: closed objects, safe-integer bounds. */
function loosen(ctx: { jsonSchema: Record<string, unknown> }): void {
  const s = ctx.jsonSchema;
  if (s.additionalProperties === false) delete s.additionalProperties;
  if (s.type === 'integer' && s.minimum === Number.MIN_SAFE_INTEGER && s.maximum === Number.MAX_SAFE_INTEGER) {
    delete s.minimum;
    delete s.maximum;
  }
}

export function componentSchemas(): Record<string, Schema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(RECORDS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, override: loosen });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema]));
}
