import type { Ifsc } from '../../api-types';
import { codeLoader } from '../../loaders/codes';
import { compact } from '../../validators/common';

// A branch's other branches come with its record, nearest first (shared/kinds/ifsc/worker/db.ts).
export const loader = codeLoader<Ifsc>('ifsc', { upper: true, asked: compact, others: false });
