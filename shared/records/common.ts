// The record shapes every answer of /api/v1 shares (../shared/DESIGN.md, "API contract"),
// declared once with zod: the static type (z.infer, re-exported by shared/api-types.ts), the
// JSON Schema of the OpenAPI document (worker/api/openapi/schemas.ts) and the checks the tests
// run on examples, importer output and answers all come from these declarations. The Worker
// never validates a D1 row at runtime: the mappers
// are typed against these shapes instead. Client code imports them as types only (no zod in
// its bundle).
import * as z from 'zod/mini';

export const str = z.string();
export const nstr = z.nullable(z.string());
export const bool = z.boolean();
export const nbool = z.nullable(z.boolean());
export const int = z.int();
export const nint = z.nullable(int);

/** Where a record comes from: every shown record carries its source and as-of date. */
export const DataOrigin = z.object({ source: str, as_of: nstr });
export type DataOrigin = z.infer<typeof DataOrigin>;
export const origin = DataOrigin.shape;

export const BankRef = z.object({
  country: str.check(z.describe('ISO 3166-1 alpha-2, lower case')),
  slug: str,
  name: str,
});
export type BankRef = z.infer<typeof BankRef>;

export const BankSummary = z.object({
  ...BankRef.shape,
  city: nstr,
  head_office_swift: nstr,
  swifts_count: int,
});
export type BankSummary = z.infer<typeof BankSummary>;

export const Country = z.object({ short_code: str, name: str, banks_count: int });
export type Country = z.infer<typeof Country>;

export const ApiError = z.object({
  error: z.object({
    code: str.check(
      z.describe('`not_found`, or `invalid_<kind>` for malformed input (e.g. `invalid_swift`, `invalid_page_size`)'),
    ),
    message: str,
    details: z
      .optional(z.unknown())
      .check(z.describe("Present for some 400s: the validator's error codes under `errors`, or the offending value")),
  }),
});
export type ApiError = z.infer<typeof ApiError>;
