import type { Rubic, RubicSummary } from '../../api-types';
import { codeLoader } from '../../loaders/codes';

/** /bics/:code?: a Russian BIC is digits, taken as typed; the bank's other BICs stream behind it. */
export const loader = codeLoader<Rubic, RubicSummary>('rubic', {
  upper: false,
  asked: (raw) => raw.replace(/\s+/g, ''),
  others: true,
});
