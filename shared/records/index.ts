// The named record shapes of the API: the components of the OpenAPI document
// (worker/api/openapi/schemas.ts), each under the name its $ref uses. A shape used inside
// another under its registered name is written as a $ref there.
import { ApiError, BankRef, BankSummary, Country } from './common';
import { Bank } from './bank';
import { Bin, BinDerived, BinRange } from '../kinds/bin/record';
import { Iban, IbanBank, IbanCalculation, IbanCalculationReport, IbanParts } from '../kinds/iban/record';
import { Ifsc, IfscBank } from '../kinds/ifsc/record';
import { Lei, LeiSummary } from '../kinds/lei/record';
import { Routing, RoutingAch, RoutingWire } from '../kinds/routing/record';
import { Rubic, RubicSummary } from '../kinds/rubic/record';
import { SearchHit, SearchResult, SuggestResult, Suggestion } from './search';
import { DataSources, Economy, HomePage, SourceFile } from './site';
import { Swift } from '../kinds/swift/record';
import { BankCode } from '../kinds/bankcode/record';
import { ValidatedCode, ValidationReport } from './validate';

export const RECORDS = {
  Error: ApiError,
  Country,
  BankRef,
  BankSummary,
  Bank,
  HomePage,
  Swift,
  BinRange,
  BinDerived,
  Bin,
  Ifsc,
  IfscBank,
  // The OpenAPI component names are the published contract: the routing number's stay UsRouting*.
  UsRouting: Routing,
  UsRoutingAch: RoutingAch,
  UsRoutingWire: RoutingWire,
  RubicSummary,
  Rubic,
  Iban,
  IbanParts,
  IbanBank,
  IbanCalculation,
  IbanCalculationReport,
  LeiSummary,
  Lei,
  BankCode,
  SearchHit,
  Suggestion,
  SuggestResult,
  ValidatedCode,
  ValidationReport,
  SearchResult,
  Economy,
  SourceFile,
  DataSources,
};
export type RecordName = keyof typeof RECORDS;
