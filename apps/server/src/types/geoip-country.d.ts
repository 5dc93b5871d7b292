// The package ships no types; only the lookup we use is declared.
declare module 'geoip-country' {
  interface GeoCountry {
    /** ISO 3166-1 alpha-2 */
    country: string;
  }
  const geoip: { lookup(ip: string): GeoCountry | null };
  export default geoip;
}
