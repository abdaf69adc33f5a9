// Checks of a value against a record shape, for tests and the importer's checks (never on the
// Worker's request path). zod's own parse answers whether a complete record fits; these two
// answer what a trimmed example needs: the fields it shows are right, and it shows no other.
import type * as z from 'zod/mini';

type Def = {
  type: string;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  valueType?: z.ZodMiniType;
};
const defOf = (schema: z.ZodMiniType): Def => schema._zod.def as unknown as Def;

const at = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );

const describeIssue = (issue: z.core.$ZodIssue): string =>
  `${issue.path.join('.')}: ${issue.code}${'expected' in issue ? `, expected ${String(issue.expected)}` : ''}`;

/** The problems of `value` as a complete record of `schema`: "path: code, expected type". */
export function recordIssues(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(describeIssue);
}

/** The problems of `value` as a record of `schema`, fields it leaves out excepted. */
export function partialIssues(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.length === 0 || at(value, issue.path) !== undefined)
    .map(describeIssue);
}

/** The paths of fields `value` has that `schema` does not declare (zod would drop them silently). */
export function undeclaredFields(schema: z.ZodMiniType, value: unknown, path = ''): string[] {
  const def = defOf(schema);
  if (value === null || value === undefined) return [];
  if (def.type === 'nullable' || def.type === 'optional') return undeclaredFields(def.innerType!, value, path);
  if (def.type === 'array' && Array.isArray(value))
    return value.flatMap((item, i) => undeclaredFields(def.element!, item, `${path}[${i}]`));
  if (def.type === 'record' && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => undeclaredFields(def.valueType!, v, `${path}.${key}`));
  }
  if (def.type !== 'object' || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const field = def.shape![key];
    return field ? undeclaredFields(field, v, `${path}.${key}`) : [`${path}.${key}`];
  });
}
