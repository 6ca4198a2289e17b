declare module 'geoip-country' {
  interface Lookup {
    country: string;
    name?: string;
  }
  export function lookup(ip: string): Lookup | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
