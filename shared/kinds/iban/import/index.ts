// The IBAN source: no rows of its own (an IBAN is a value checked, its formats are code,
// shared/kinds/iban/generated); it checks the compiled IBAN registry against the country specs of
// the data, so a newer registry is noticed at import time.
import type { Source } from '../../../../scripts/import/source';
import { checkIbanSpecs } from './specs';

export const ibanSource: Source = {
  name: 'iban',
  async load({ dataDir, log }) {
    const specs = await checkIbanSpecs(dataDir);
    log(`iban: ${specs.file}: ${specs.agreeing} of ${specs.read} countries agree with the compiled IBAN registry`);
    for (const line of specs.differences)
      log(`iban: registry differs: ${line} (re-run scripts/generate-iban-registry.mjs)`);
    return { loads: [], tallies: [] };
  },
};
