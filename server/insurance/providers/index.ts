import { env } from '../../env';
import { PartnerInsurer } from './partner-http';
import type { InsuranceProvider } from './types';
import { underwriter } from './underwriter';

let partner: { key: string; insurer: PartnerInsurer } | null = null;

/** The insurer: the partner's API when INSURANCE_PARTNER_URL and INSURANCE_PARTNER_KEY are set, else the embedded underwriter. */
export function getInsuranceProvider(): InsuranceProvider {
  const { INSURANCE_PARTNER_URL: url, INSURANCE_PARTNER_KEY: key } = env();
  if (!url || !key) return underwriter;
  if (partner?.key !== `${url} ${key}`) partner = { key: `${url} ${key}`, insurer: new PartnerInsurer({ baseUrl: url, apiKey: key }) };
  return partner.insurer;
}
