/*
 * Activity providers beside the own catalogue (`provider=amadeus`). Amadeus Tours and Activities
 * finds activities around a point or in a square and describes one by id; they are not booked
 * through its API: the supplier's own site takes the booking (`bookingLink`).
 */

/** An activity as a provider describes it, normalised (numbers as numbers, plain text, https links only). */
export interface ProviderActivity {
  /** The provider's own id ("23642"). */
  id: string;
  name: string;
  shortDescription: string;
  description: string;
  latitude: number;
  longitude: number;
  /** Out of 5, when the provider rates it. */
  rating: number | null;
  /** From, in the supplier's currency (EUR, USD…): we do not convert it. */
  price: { amount: string; currencyCode: string } | null;
  /** The supplier's booking page (https). */
  bookingLink: string;
  /** ISO 8601 (PT2H), when the provider says. */
  minimumDuration: string | null;
}

export interface SquareArea {
  north: number;
  west: number;
  south: number;
  east: number;
}

export interface ActivityProvider {
  /** Activities within `radiusKm` (0 to 20) of a point. */
  near(latitude: number, longitude: number, radiusKm: number): Promise<ProviderActivity[]>;
  /** Activities in a square of the map. */
  inSquare(area: SquareArea): Promise<ProviderActivity[]>;
  /** One activity, or null when the provider does not know it (any more). */
  get(id: string): Promise<ProviderActivity | null>;
}
