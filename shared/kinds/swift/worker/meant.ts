import { didYouMean } from '../../../../worker/search/did-you-mean';
import type { StatementPlan } from '../../../../worker/search/batch';
import { swiftSearch } from './search';

/** The SWIFT codes `raw` was probably meant to be: what a SWIFT lookup and bulk validation both suggest. */
export async function swiftsMeant(db: D1DatabaseSession | StatementPlan, raw: string): Promise<string[]> {
  return (await didYouMean(db, raw.slice(0, 20), [swiftSearch]))
    .filter((h) => h.type === 'swifts')
    .map((h) => h.code)
    .filter((code): code is string => code !== null);
}
