// The API tests stand behind "our own proxy": each browserClient() sends its own X-Forwarded-For,
// so per-IP rate limits count each simulated browser apart, as they would count real visitors.
process.env.TRUST_PROXY = '1';
