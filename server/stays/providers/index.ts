import { env } from '../../env';
import { AmadeusHotels } from './amadeus-hotels';
import type { HotelProvider } from './types';

const holder = globalThis as typeof globalThis & { __hotelProvider?: HotelProvider | null };

/** The hotel distribution provider beside the own catalogue: Amadeus Hotels with STAYS_AMADEUS, none otherwise. */
export function hotelProvider(): HotelProvider | null {
  if (holder.__hotelProvider !== undefined) return holder.__hotelProvider;
  const config = env();
  holder.__hotelProvider = config.STAYS_AMADEUS
    ? new AmadeusHotels({
        clientId: config.AMADEUS_CLIENT_ID!,
        clientSecret: config.AMADEUS_CLIENT_SECRET!,
        baseUrl: config.AMADEUS_BASE_URL,
        agencyCard: {
          vendorCode: config.AMADEUS_HOTELS_CARD_VENDOR!,
          cardNumber: config.AMADEUS_HOTELS_CARD_NUMBER!,
          expiryDate: config.AMADEUS_HOTELS_CARD_EXPIRY!,
          holderName: config.AMADEUS_HOTELS_CARD_HOLDER!,
        },
      })
    : null;
  return holder.__hotelProvider;
}

/** Tests: a provider of their own (a recorded one), or back to the configured one with `undefined`. */
export function setHotelProviderForTests(provider: HotelProvider | null | undefined) {
  holder.__hotelProvider = provider;
}
