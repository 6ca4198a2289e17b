import type { InsuranceProvider } from './types';
import { underwriter } from './underwriter';

/** The insurer: the embedded underwriter (a partner's API joins here when configured). */
export const getInsuranceProvider = (): InsuranceProvider => underwriter;
