/**
 * The airports the simulated GDS serves, by region, with the French city names travellers type
 * (OpenFlights has English names only). Autocomplete ranks these first.
 */
export interface ServedAirport {
  iata: string;
  /** French city name where it differs from the English one. */
  cityFr?: string;
  /** Connecting hub of an airline group: long-haul routes go through these. */
  hub?: boolean;
}

export const NIGERIA: ServedAirport[] = [
  { iata: 'LOS', hub: true },
  { iata: 'ABV' },
  { iata: 'PHC' },
  { iata: 'KAN' },
  { iata: 'ENU' },
  { iata: 'QOW' },
  { iata: 'BNI' },
  { iata: 'CBQ' },
  { iata: 'IBA' },
  { iata: 'ILR' },
  { iata: 'JOS' },
  { iata: 'KAD' },
  { iata: 'SKO' },
  { iata: 'YOL' },
  { iata: 'MIU' },
  { iata: 'ABB' },
  { iata: 'AKR' },
  { iata: 'QUO' },
];

export const WEST_CENTRAL_AFRICA: ServedAirport[] = [
  { iata: 'ACC', hub: true },
  { iata: 'KMS' },
  { iata: 'ABJ', hub: true },
  { iata: 'DSS', hub: true },
  { iata: 'LFW', cityFr: 'Lomé', hub: true },
  { iata: 'COO' },
  { iata: 'OUA' },
  { iata: 'BKO' },
  { iata: 'NIM' },
  { iata: 'NDJ' },
  { iata: 'DLA' },
  { iata: 'NSI', cityFr: 'Yaoundé' },
  { iata: 'LBV' },
  { iata: 'BZV' },
  { iata: 'PNR' },
  { iata: 'FIH' },
  { iata: 'BGF' },
  { iata: 'SSG' },
  { iata: 'CKY' },
  { iata: 'FNA' },
  { iata: 'ROB' },
  { iata: 'BJL' },
  { iata: 'OXB' },
  { iata: 'RAI' },
  { iata: 'NKC' },
];

export const REST_OF_AFRICA: ServedAirport[] = [
  { iata: 'ADD', cityFr: 'Addis-Abeba', hub: true },
  { iata: 'NBO', hub: true },
  { iata: 'JNB', hub: true },
  { iata: 'CPT', cityFr: 'Le Cap' },
  { iata: 'CMN', hub: true },
  { iata: 'CAI', cityFr: 'Le Caire', hub: true },
  { iata: 'ALG', cityFr: 'Alger' },
  { iata: 'TUN' },
  { iata: 'KGL' },
  { iata: 'EBB' },
  { iata: 'DAR' },
  { iata: 'LAD' },
];

export const INTERCONTINENTAL: ServedAirport[] = [
  { iata: 'LHR', cityFr: 'Londres', hub: true },
  { iata: 'LGW', cityFr: 'Londres' },
  { iata: 'MAN' },
  { iata: 'CDG', hub: true },
  { iata: 'AMS', hub: true },
  { iata: 'FRA', cityFr: 'Francfort', hub: true },
  { iata: 'BRU', cityFr: 'Bruxelles' },
  { iata: 'IST', hub: true },
  { iata: 'MAD' },
  { iata: 'LIS', cityFr: 'Lisbonne', hub: true },
  { iata: 'FCO', cityFr: 'Rome' },
  { iata: 'GVA', cityFr: 'Genève' },
  { iata: 'DXB', cityFr: 'Dubaï', hub: true },
  { iata: 'DOH', hub: true },
  { iata: 'JED', cityFr: 'Djeddah' },
  { iata: 'RUH', cityFr: 'Riyad' },
  { iata: 'JFK', hub: true },
  { iata: 'IAD' },
  { iata: 'IAH' },
  { iata: 'ATL', hub: true },
  { iata: 'YYZ' },
  { iata: 'GRU' },
  { iata: 'PEK', cityFr: 'Pékin' },
  { iata: 'CAN' },
  { iata: 'BOM' },
  { iata: 'DEL' },
];

export const SERVED_AIRPORTS: ServedAirport[] = [...NIGERIA, ...WEST_CENTRAL_AFRICA, ...REST_OF_AFRICA, ...INTERCONTINENTAL];

export const SERVED_BY_IATA = new Map(SERVED_AIRPORTS.map((airport) => [airport.iata, airport]));
