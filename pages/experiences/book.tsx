import { backToSlots, ExperienceGuestForm, type ExperienceGuestFormProps } from '@/components/experiences/ExperienceGuestForm';
import { parseParticipants } from '@/lib/experience-query';
import { serverHttpClient } from '@/ssr/http-server';
import { localisedPath, withAppShell } from '@/ssr/page-props';
import { toApiError } from '@/services/http';
import { priceExperience } from '@/services/experiences';

export default function ExperienceBookPage(props: ExperienceGuestFormProps) {
  return <ExperienceGuestForm {...props} />;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const SLOT = /^([A-Z0-9]{8})-(\d{4})(\d{2})(\d{2})\d{4}$/;

/**
 * The slot chosen, priced again now for the party by age band (GET /api/experiences/price): a slot
 * gone full or too soon, or a party the slot cannot take, is said before any details are asked.
 */
export const getServerSideProps = withAppShell<ExperienceGuestFormProps>(
  { page: 'experiences', namespaces: ['experiences'], personal: true },
  async (store, context) => {
    const { locale, currency } = store.getState().auth;
    const slot = one(context.query.slot);
    const match = SLOT.exec(slot);
    if (!match) return { redirect: { destination: localisedPath('/experiences', locale), permanent: false } };
    const party = parseParticipants(context.query);
    const day = `${match[2]}-${match[3]}-${match[4]}`;
    const fallback = backToSlots({ id: match[1]!, category: null }, day, party);
    try {
      const { activity, offer } = await priceExperience({ slot, ...party, currency, lang: locale }, serverHttpClient(context.req));
      return { props: { activity, offer, party, unavailable: null, backHref: backToSlots(activity, day, party) } };
    } catch (failure) {
      const error = toApiError(failure).info;
      const unavailable =
        error.code === 'SLOT_FULL' || error.code === 'SLOT_PAST' || error.code === 'SLOT_NOT_FOUND'
          ? error.code
          : error.status === 422
            ? 'PARTY'
            : error.status === 404
              ? 'SLOT_NOT_FOUND'
              : 'FAILED';
      context.res.statusCode = unavailable === 'FAILED' ? 503 : unavailable === 'PARTY' ? 422 : unavailable === 'SLOT_NOT_FOUND' ? 404 : 409;
      return { props: { activity: null, offer: null, party, unavailable, backHref: fallback } };
    }
  },
);
