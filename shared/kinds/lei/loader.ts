import type { Lei } from '../../api-types';
import { codeLoader } from '../../loaders/codes';
import { normalizeLei } from '../../validators/normalize';

export const loader = codeLoader<Lei>('lei', { upper: true, asked: normalizeLei, others: false });
