import type { Swift } from '../../api-types';
import { codeLoader } from '../../loaders/codes';

/** /swifts/:code?: the record, and the bank's other SWIFT codes streamed behind it. */
export const loader = codeLoader<Swift, Swift>('swift', { upper: true, others: true });
