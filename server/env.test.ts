import { parseEnv } from './env';

describe('environment', () => {
  it('has working defaults with nothing set', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      TRUST_PROXY: { hops: 0, proxies: null },
      MAINTENANCE_MODE: false,
      NGN_PER_USD: 1550,
    });
  });

  it('reads flags and numbers', () => {
    expect(parseEnv({ TRUST_PROXY: '1', MAINTENANCE_MODE: 'true', NGN_PER_USD: '1600', PORT: '8080' })).toMatchObject({
      TRUST_PROXY: { hops: 1, proxies: null },
      MAINTENANCE_MODE: true,
      NGN_PER_USD: 1600,
      PORT: 8080,
    });
  });

  it('refuses a bad value at start-up with a message naming it', () => {
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ NGN_PER_USD: '-3' })).toThrow(/NGN_PER_USD/);
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ INSURANCE_PARTNER_URL: 'https://partner.example/v1' })).toThrow(/INSURANCE_PARTNER_KEY/);
    expect(() => parseEnv({ INSURANCE_PARTNER_KEY: 'partner-key-123' })).toThrow(/INSURANCE_PARTNER_URL/);
    expect(parseEnv({ INSURANCE_PARTNER_URL: 'https://partner.example/v1', INSURANCE_PARTNER_KEY: 'partner-key-123' }).INSURANCE_PARTNER_URL).toBe(
      'https://partner.example/v1',
    );
  });
});
