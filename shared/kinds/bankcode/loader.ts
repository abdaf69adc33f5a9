import type { BankCode } from '../../api-types';
import { codeLoader } from '../../loaders/codes';
import { compact } from '../../validators/common';

/** /bankcodes/:code?: the record; the lookup form's ?code= redirects to the code's own URL. */
export const loader = codeLoader<BankCode>('bankcode', { upper: true, asked: compact, others: false });
