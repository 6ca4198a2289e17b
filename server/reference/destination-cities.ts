/**
 * The cities the seeded catalogues list stays and experiences in: where travellers from West and
 * Central Africa go. `tier` scales prices (1: Lagos-like, 2: a regional capital, 3: London, Paris,
 * Dubai). Reference data every product reads (stays, experiences, the landing pages).
 */
export interface StayCity {
  code: string;
  name: { en: string; fr: string };
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  tier: 1 | 2 | 3;
  districts: string[];
}

export const STAY_CITIES: StayCity[] = [
  { code: 'LOS', name: { en: 'Lagos', fr: 'Lagos' }, country: 'NG', latitude: 6.4541, longitude: 3.3947, timeZone: 'Africa/Lagos', tier: 1, districts: ['Victoria Island', 'Ikoyi', 'Lekki Phase 1', 'Ikeja GRA', 'Yaba', 'Surulere'] },
  { code: 'ABV', name: { en: 'Abuja', fr: 'Abuja' }, country: 'NG', latitude: 9.0579, longitude: 7.4951, timeZone: 'Africa/Lagos', tier: 1, districts: ['Maitama', 'Wuse 2', 'Garki', 'Asokoro', 'Jabi'] },
  { code: 'PHC', name: { en: 'Port Harcourt', fr: 'Port Harcourt' }, country: 'NG', latitude: 4.8156, longitude: 7.0498, timeZone: 'Africa/Lagos', tier: 2, districts: ['Old GRA', 'Trans-Amadi', 'Rumuola', 'D-Line'] },
  { code: 'KAN', name: { en: 'Kano', fr: 'Kano' }, country: 'NG', latitude: 12.0022, longitude: 8.592, timeZone: 'Africa/Lagos', tier: 2, districts: ['Nassarawa GRA', 'Bompai', 'Sabon Gari'] },
  { code: 'ENU', name: { en: 'Enugu', fr: 'Enugu' }, country: 'NG', latitude: 6.4584, longitude: 7.5464, timeZone: 'Africa/Lagos', tier: 2, districts: ['Independence Layout', 'GRA', 'New Haven'] },
  { code: 'CBQ', name: { en: 'Calabar', fr: 'Calabar' }, country: 'NG', latitude: 4.9757, longitude: 8.3417, timeZone: 'Africa/Lagos', tier: 2, districts: ['Marian', 'State Housing', 'Big Qua'] },
  { code: 'ACC', name: { en: 'Accra', fr: 'Accra' }, country: 'GH', latitude: 5.6037, longitude: -0.187, timeZone: 'Africa/Accra', tier: 1, districts: ['Osu', 'Airport Residential', 'East Legon', 'Cantonments', 'Labone'] },
  { code: 'KMS', name: { en: 'Kumasi', fr: 'Kumasi' }, country: 'GH', latitude: 6.6885, longitude: -1.6244, timeZone: 'Africa/Accra', tier: 2, districts: ['Adum', 'Nhyiaeso', 'Ahodwo'] },
  { code: 'DKR', name: { en: 'Dakar', fr: 'Dakar' }, country: 'SN', latitude: 14.7167, longitude: -17.4677, timeZone: 'Africa/Dakar', tier: 1, districts: ['Plateau', 'Almadies', 'Mermoz', 'Ngor', 'Point E'] },
  { code: 'ABJ', name: { en: 'Abidjan', fr: 'Abidjan' }, country: 'CI', latitude: 5.36, longitude: -4.0083, timeZone: 'Africa/Abidjan', tier: 1, districts: ['Plateau', 'Cocody', 'Marcory Zone 4', 'Riviera'] },
  { code: 'LFW', name: { en: 'Lomé', fr: 'Lomé' }, country: 'TG', latitude: 6.1725, longitude: 1.2314, timeZone: 'Africa/Lome', tier: 2, districts: ['Centre', 'Bè', 'Tokoin'] },
  { code: 'COO', name: { en: 'Cotonou', fr: 'Cotonou' }, country: 'BJ', latitude: 6.3703, longitude: 2.3912, timeZone: 'Africa/Porto-Novo', tier: 2, districts: ['Haie Vive', 'Ganhi', 'Fidjrossè'] },
  { code: 'DLA', name: { en: 'Douala', fr: 'Douala' }, country: 'CM', latitude: 4.0511, longitude: 9.7679, timeZone: 'Africa/Douala', tier: 2, districts: ['Bonanjo', 'Akwa', 'Bonapriso'] },
  { code: 'YAO', name: { en: 'Yaoundé', fr: 'Yaoundé' }, country: 'CM', latitude: 3.848, longitude: 11.5021, timeZone: 'Africa/Douala', tier: 2, districts: ['Bastos', 'Centre-ville', 'Omnisport'] },
  { code: 'LBV', name: { en: 'Libreville', fr: 'Libreville' }, country: 'GA', latitude: 0.4162, longitude: 9.4673, timeZone: 'Africa/Libreville', tier: 2, districts: ['Centre-ville', 'Quartier Louis', 'Glass'] },
  { code: 'NBO', name: { en: 'Nairobi', fr: 'Nairobi' }, country: 'KE', latitude: -1.2864, longitude: 36.8172, timeZone: 'Africa/Nairobi', tier: 2, districts: ['Westlands', 'Kilimani', 'Upper Hill', 'Karen'] },
  { code: 'JNB', name: { en: 'Johannesburg', fr: 'Johannesburg' }, country: 'ZA', latitude: -26.2041, longitude: 28.0473, timeZone: 'Africa/Johannesburg', tier: 2, districts: ['Sandton', 'Rosebank', 'Melrose'] },
  { code: 'DXB', name: { en: 'Dubai', fr: 'Dubaï' }, country: 'AE', latitude: 25.2048, longitude: 55.2708, timeZone: 'Asia/Dubai', tier: 3, districts: ['Deira', 'Downtown', 'Dubai Marina', 'Bur Dubai'] },
  { code: 'LON', name: { en: 'London', fr: 'Londres' }, country: 'GB', latitude: 51.5074, longitude: -0.1278, timeZone: 'Europe/London', tier: 3, districts: ['Paddington', 'Kensington', 'Canary Wharf', 'Stratford', 'Bloomsbury'] },
  { code: 'PAR', name: { en: 'Paris', fr: 'Paris' }, country: 'FR', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris', tier: 3, districts: ['Le Marais', 'Montparnasse', 'Gare du Nord', 'Bastille'] },
  { code: 'IST', name: { en: 'Istanbul', fr: 'Istanbul' }, country: 'TR', latitude: 41.0082, longitude: 28.9784, timeZone: 'Europe/Istanbul', tier: 2, districts: ['Sultanahmet', 'Beyoğlu', 'Şişli'] },
  { code: 'CAI', name: { en: 'Cairo', fr: 'Le Caire' }, country: 'EG', latitude: 30.0444, longitude: 31.2357, timeZone: 'Africa/Cairo', tier: 2, districts: ['Zamalek', 'Downtown', 'Heliopolis'] },
];
