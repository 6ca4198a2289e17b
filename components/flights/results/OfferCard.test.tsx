import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { initialAuthState } from '@/store/slices/auth';
import type { OfferView } from './offer-view';
import { useTranslation } from '@/components/i18n/use-translation';
import { OfferCard as Card } from './OfferCard';

/** A card as the results page draws it, with the page's `t`. */
function OfferCard(props: Omit<Parameters<typeof Card>[0], 't'>) {
  const { t } = useTranslation('results');
  return <Card {...props} t={t} />;
}

const offer: OfferView = {
  id: '1',
  numberOfBookableSeats: 2,
  price: { currency: 'USD', total: '1510.40', base: '1300.00' },
  pricingOptions: { refundableFare: true },
  validatingAirlineCodes: ['KQ'],
  travelerPricings: [
    {
      travelerId: '1',
      travelerType: 'ADULT',
      price: { total: '755.20' },
      fareDetailsBySegment: [{ segmentId: '1', cabin: 'ECONOMY', brandedFare: 'FLEX', includedCheckedBags: { quantity: 2, weight: 23 } }],
    },
    {
      travelerId: '2',
      travelerType: 'ADULT',
      price: { total: '755.20' },
      fareDetailsBySegment: [{ segmentId: '1', cabin: 'ECONOMY', brandedFare: 'FLEX', includedCheckedBags: { quantity: 2, weight: 23 } }],
    },
  ],
  itineraries: [
    {
      duration: 'PT15H5M',
      segments: [
        {
          id: '1',
          departure: { iataCode: 'LOS', at: '2026-12-20T23:10:00' },
          arrival: { iataCode: 'NBO', at: '2026-12-21T07:25:00' },
          carrierCode: 'KQ',
          number: '533',
          aircraft: { code: '789' },
          duration: 'PT6H15M',
        },
        {
          id: '2',
          departure: { iataCode: 'NBO', at: '2026-12-21T14:40:00' },
          arrival: { iataCode: 'DXB', at: '2026-12-21T20:15:00' },
          carrierCode: 'KQ',
          number: '310',
          aircraft: { code: '789' },
          duration: 'PT4H35M',
        },
      ],
    },
  ],
};
const dictionaries = { carriers: { KQ: 'KENYA AIRWAYS' }, aircraft: { '789': 'BOEING 787-9' }, locations: {} };

describe('OfferCard', () => {
  it('names every airline of a connection and draws their marks (no image from the network)', () => {
    const mixed: OfferView = {
      ...offer,
      itineraries: [
        {
          ...offer.itineraries[0]!,
          segments: [offer.itineraries[0]!.segments[0]!, { ...offer.itineraries[0]!.segments[1]!, carrierCode: 'KL', number: '566' }],
        },
      ],
    };
    const { container } = renderWithProviders(
      <OfferCard
        offer={mixed}
        dictionaries={{ ...dictionaries, carriers: { ...dictionaries.carriers, KL: 'KLM ROYAL DUTCH AIRLINES' } }}
        travellers={2}
        legLabels={['Outbound']}
      />,
    );
    expect(screen.getByText('Kenya Airways + KLM Royal Dutch Airlines')).toBeInTheDocument();
    expect([...container.querySelectorAll('svg text')].map((mark) => mark.textContent)).toEqual(expect.arrayContaining(['KQ', 'KL']));
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows times with the next-day mark, stops, badges and prices in the chosen currency', async () => {
    renderWithProviders(<OfferCard offer={offer} dictionaries={dictionaries} travellers={2} legLabels={['Outbound']} />, {
      preloadedState: { auth: { ...initialAuthState, currency: 'NGN', ngnPerUsd: 1500 } },
    });
    expect(screen.getByText('+1 day')).toBeInTheDocument();
    expect(screen.getByText(/1 stop via NBO/)).toBeInTheDocument();
    expect(screen.getByText('Kenya Airways')).toBeInTheDocument();
    expect(screen.getByText('Refundable')).toBeInTheDocument();
    expect(screen.getByText('2 checked bags')).toBeInTheDocument();
    expect(screen.getByText('Only 2 seats left at this price')).toBeInTheDocument();
    // $755.20 at ₦1,500 per dollar.
    expect(screen.getByText('₦1,132,800 per adult')).toBeInTheDocument();
    expect(screen.getByText('total for 2 travellers').parentElement).toHaveTextContent('₦2,265,600 total for 2 travellers');

    await userEvent.click(screen.getByText('Flight details'));
    expect(await screen.findByText(/Change planes in NBO: 7 h 15 min wait/)).toHaveTextContent('Long wait');
    expect(screen.getByText(/Kenya Airways KQ533/)).toBeInTheDocument();
    expect(screen.getByText(/Flex fare: refundable/)).toBeInTheDocument();
  });

  it('draws the details when first opened; closed, they are a link to the next step (for a page without its script)', async () => {
    renderWithProviders(<OfferCard offer={offer} dictionaries={dictionaries} travellers={2} legLabels={['Outbound']} selectHref="/flights/review?offer=1" />);
    expect(screen.queryByText(/Kenya Airways KQ533/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See this trip's flights, connections and fare conditions/ })).toHaveAttribute('href', '/flights/review?offer=1');
    await userEvent.click(screen.getByText('Flight details'));
    expect(await screen.findByText(/Kenya Airways KQ533/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See this trip's flights/ })).not.toBeInTheDocument();
  });

  it('says a short connection or a change of airport on the card itself', () => {
    const [first, second] = offer.itineraries[0]!.segments;
    const tight: OfferView = {
      ...offer,
      itineraries: [{ ...offer.itineraries[0]!, segments: [first!, { ...second!, departure: { iataCode: 'NBO', at: '2026-12-21T07:50:00' } }] }],
    };
    const { unmount } = renderWithProviders(<OfferCard offer={tight} dictionaries={dictionaries} travellers={1} legLabels={['Outbound']} />);
    expect(screen.getByText('Short connection')).toBeInTheDocument();
    expect(screen.queryByText('Change of airport')).not.toBeInTheDocument();
    unmount();
    const moved: OfferView = {
      ...offer,
      itineraries: [{ ...offer.itineraries[0]!, segments: [first!, { ...second!, departure: { ...second!.departure, iataCode: 'WIL' } }] }],
    };
    renderWithProviders(<OfferCard offer={moved} dictionaries={dictionaries} travellers={1} legLabels={['Outbound']} />);
    expect(screen.getByText('Change of airport')).toBeInTheDocument();
    expect(screen.queryByText('Short connection')).not.toBeInTheDocument();
  });
});
