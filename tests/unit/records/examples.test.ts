import { describe, expect, it } from 'vitest';
import { api } from '../../../worker/api';
import { buildOpenApi } from '../../../worker/api/openapi/document';
import { examples } from '../../../worker/api/openapi/examples';
import { example as swiftExample } from '../../../shared/kinds/swift/worker/example';
import { RECORDS, type RecordName } from '../../../shared/records';
import { partialIssues, undeclaredFields } from '../../../shared/records/check';

// The example answers of the OpenAPI document against the record shapes their responses name
// (shared/records, the declarations the document's schemas are generated from). The examples
// are real records trimmed to their main fields: a field left out is fine, a field shown must
// have the declared type, and a detail example shows no field its shape does not declare.

const doc = await buildOpenApi(api.routes);

/**
 * Every documented 200 example: operation, the record names it may be (one; several where the
 * answer is one of some shapes, oneOf), whether the answer is a list, example.
 */
const documented = Object.values(doc.paths).flatMap((ops) =>
  Object.values(ops).flatMap((op) => {
    const ok = op.responses['200'] as {
      content?: { 'application/json': { schema: Record<string, unknown>; example?: unknown } };
    };
    const media = ok.content?.['application/json'];
    if (media?.example === undefined) return [];
    const items = media.schema.items as { $ref?: string } | undefined;
    const oneOf = media.schema.oneOf as { $ref: string }[] | undefined;
    const refs = oneOf ? oneOf.map((o) => o.$ref) : [String(items?.$ref ?? media.schema.$ref)];
    const names = refs.map((r) => r.split('/').pop() as RecordName);
    return [{ id: op.operationId, names, list: Array.isArray(media.example), example: media.example }];
  }),
);

/** The first of `names` whose shape the example fits (`issues` empty), else the first. */
const fitting = (names: RecordName[], issues: (name: RecordName) => unknown[]) =>
  names.find((n) => issues(n).length === 0) ?? names[0]!;

describe('the example answers of the OpenAPI document', () => {
  it('are found for the lookups and lists', () => {
    expect(documented.length).toBeGreaterThanOrEqual(15);
    for (const { id, names } of documented) for (const name of names) expect(RECORDS, id).toHaveProperty([name]);
  });

  it.each(documented)('$id: every field shown has the type its record shape declares', ({ names, list, example }) => {
    const records = list ? (example as unknown[]) : [example];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const name = fitting(names, (n) => partialIssues(RECORDS[n], record));
      expect(partialIssues(RECORDS[name], record)).toEqual([]);
    }
  });

  // A list example may show its detail record (more fields than the summary the list answers):
  // the schemas leave objects open, so only a detail example is held to its declared fields.
  it.each(documented.filter((d) => !d.list))('$id: shows no field its record shape lacks', ({ names, example }) => {
    const name = fitting(names, (n) => [
      ...partialIssues(RECORDS[n], example),
      ...undeclaredFields(RECORDS[n], example),
    ]);
    expect(undeclaredFields(RECORDS[name], example)).toEqual([]);
  });

  it('errors are checked for real: a wrong type and an unknown field are reported', () => {
    const broken = { ...swiftExample, is_primary_office: 'yes', bank: { ...swiftExample.bank, slugg: 'x' } };
    expect(partialIssues(RECORDS.Swift, broken)).toEqual(['is_primary_office: invalid_type, expected boolean']);
    expect(undeclaredFields(RECORDS.Swift, broken)).toEqual(['.bank.slugg']);
    expect(partialIssues(RECORDS.Error, examples.invalid)).toEqual([]);
    expect(partialIssues(RECORDS.Error, { error: { code: 1 } })).toEqual(['error.code: invalid_type, expected string']);
  });
});
