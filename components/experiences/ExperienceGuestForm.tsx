import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useRef, useState, type FormEvent } from 'react';
import { ErrorSummary, showErrorSummary } from '@/components/common/ErrorSummary';
import { TextField } from '@/components/common/TextField';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { experienceHref, experiencePaths, type ExperienceCategory } from '@/config/experiences-paths';
import { brand } from '@/config/public';
import { toApiError } from '@/services/http';
import { bookExperience, priceExperience, type Activity, type ExperienceGuest, type ExperienceOffer, type Participants } from '@/services/experiences';
import { useAppSelector } from '@/store/hooks';
import { ExperienceReceiptLines, ExperienceWhen } from './ExperienceOrder';
import styles from '@/components/product/Booking.module.scss';

export type ExperienceGuestFormProps = {
  /** The slot priced now for the party, or why it cannot be booked. */
  activity: Activity | null;
  offer: ExperienceOffer | null;
  party: Participants;
  unavailable: 'SLOT_FULL' | 'SLOT_PAST' | 'SLOT_NOT_FOUND' | 'PARTY' | 'FAILED' | null;
  /** The experience's page, to choose again. */
  backHref: string;
};

type Field = keyof ExperienceGuest;
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'phone'];
const idOf = (field: Field) => `experience-guest-${field}`;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/** What the API checks, checked first in the browser: each problem by its field. */
export function checkExperienceGuest(guest: ExperienceGuest): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!guest.firstName.trim()) problems.firstName = 'firstName';
  else if (!NAME.test(guest.firstName.trim())) problems.firstName = 'name';
  if (!guest.lastName.trim()) problems.lastName = 'lastName';
  else if (!NAME.test(guest.lastName.trim())) problems.lastName = 'name';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(guest.email.trim())) problems.email = 'email';
  if (!/^\+?[0-9 ()-]{7,20}$/.test(guest.phone.trim())) problems.phone = 'phone';
  return problems;
}

/**
 * Spec §1 experiences booking: the slot and party priced again now (a changed total said plainly),
 * the lead participant's details, then the booking, paid on the shared checkout.
 */
export function ExperienceGuestForm({ activity, offer: priced, party, unavailable, backHref }: ExperienceGuestFormProps) {
  const { t } = useTranslation('experiences');
  const router = useRouter();
  const { money, language } = useFormatters();
  const user = useAppSelector((state) => state.auth.user);
  const [offer, setOffer] = useState(priced);
  const [changedFrom, setChangedFrom] = useState<string | null>(null);
  const [guest, setGuest] = useState<ExperienceGuest>({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [gone, setGone] = useState<ExperienceGuestFormProps['unavailable']>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  const reason = unavailable ?? gone;
  if (!activity || !offer || reason) {
    return (
      <div className={page.page}>
        <Head>
          <title>{t('book.unavailableTitle', { brand: brand.name })}</title>
          <meta name="robots" content="noindex" />
        </Head>
        <h1 className={page.heading}>{t('book.unavailableHeading')}</h1>
        <div className={page.unavailable} role="alert">
          <p>{t(`book.unavailable.${reason ?? 'SLOT_NOT_FOUND'}`)}</p>
          <Link href={backHref}>{t('book.chooseAgain')}</Link>
        </div>
      </div>
    );
  }

  const currency = offer.currency;
  const set = (field: Field) => (value: string) => setGuest((current) => ({ ...current, [field]: value }));
  const errorOf = (field: Field) => (problems[field] ? t(`book.errors.${problems[field]}`) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkExperienceGuest(guest);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => showErrorSummary(summary.current));
      return;
    }
    setBusy(true);
    try {
      const booked = await bookExperience({
        slotId: offer.slotId,
        participants: party,
        expectedTotal: offer.total,
        currency,
        guest: { firstName: guest.firstName.trim(), lastName: guest.lastName.trim(), email: guest.email.trim(), phone: guest.phone.trim() },
        language,
      });
      await router.push(experiencePaths.payment(booked.reference));
    } catch (error) {
      const info = toApiError(error).info;
      setBusy(false);
      if (info.code === 'PRICE_CHANGED') {
        // Priced again: the new total is shown, and the person books again only if they accept it.
        try {
          const now = await priceExperience({ slot: offer.slotId, ...party, currency, lang: language });
          setChangedFrom(offer.total);
          setOffer(now.offer);
        } catch {
          setFailure(t('book.unavailable.FAILED'));
        }
      } else if (info.code === 'SLOT_FULL' || info.code === 'SLOT_PAST' || info.code === 'SLOT_NOT_FOUND') {
        setGone(info.code);
      } else if (info.status === 422) {
        const byField: Partial<Record<Field, string>> = {};
        for (const item of info.errors) {
          const field = FIELDS.find((candidate) => item.source?.pointer === `/guest/${candidate}`);
          if (field) byField[field] = 'invalid';
        }
        setProblems(byField);
        setFailure(Object.keys(byField).length === 0 ? info.message : null);
        requestAnimationFrame(() => showErrorSummary(summary.current));
      } else {
        setFailure(info.status === 429 ? info.message : t('book.failed'));
        requestAnimationFrame(() => showErrorSummary(summary.current));
      }
    }
  };

  const listed = FIELDS.filter((field) => problems[field]);
  return (
    <div className={page.page}>
      <Head>
        <title>{t('meta.bookTitle', { name: activity.name, brand: brand.name })}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {busy && <FullScreenLoader label={t('book.booking')} />}
      <p className={styles.back}>
        <Link href={backHref}>{t('book.back')}</Link>
      </p>
      <h1 className={page.heading}>{t('book.title')}</h1>
      <div className={styles.layout}>
        <section className={styles.summary} aria-labelledby="experience-book-summary">
          <h2 id="experience-book-summary">{activity.name}</h2>
          <ExperienceWhen offer={offer} meetingPoint={activity.details?.meetingPoint ?? ''} durationMinutes={activity.details?.durationMinutes ?? 0} />
          <ExperienceReceiptLines offer={offer} />
          <p className={styles.muted}>{t('book.payNow')}</p>
        </section>

        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="experience-guest-heading">
          {changedFrom && changedFrom !== offer.total && (
            <div className={styles.changed} role="alert">
              <p>
                {t('book.priceChanged', {
                  was: money(Math.round(Number(changedFrom) * 100), currency),
                  now: money(Math.round(Number(offer.total) * 100), currency),
                })}
              </p>
            </div>
          )}
          {(listed.length > 0 || failure) && (
            <ErrorSummary
              ref={summary}
              title={t('book.errors.summary')}
              titleId="experience-guest-problems"
              items={[
                ...listed.map((field) => ({
                  key: field,
                  text: t('book.errors.line', { field: t(`book.fields.${field}`), error: errorOf(field) }),
                  href: `#${idOf(field)}`,
                })),
                ...(failure ? [{ key: 'failure', text: failure }] : []),
              ]}
            />
          )}
          <h2 id="experience-guest-heading">{t('book.guest')}</h2>
          <p className={styles.muted}>{t('book.guestIntro')}</p>
          <TextField
            id={idOf('firstName')}
            label={t('book.fields.firstName')}
            value={guest.firstName}
            onChange={(event) => set('firstName')(event.target.value)}
            autoComplete="given-name"
            maxLength={60}
            error={errorOf('firstName')}
          />
          <TextField
            id={idOf('lastName')}
            label={t('book.fields.lastName')}
            value={guest.lastName}
            onChange={(event) => set('lastName')(event.target.value)}
            autoComplete="family-name"
            maxLength={60}
            error={errorOf('lastName')}
          />
          <TextField
            id={idOf('email')}
            label={t('book.fields.email')}
            hint={t('book.emailHint')}
            type="email"
            value={guest.email}
            onChange={(event) => set('email')(event.target.value)}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            error={errorOf('email')}
          />
          <TextField
            id={idOf('phone')}
            label={t('book.fields.phone')}
            hint={t('book.phoneHint')}
            type="tel"
            value={guest.phone}
            onChange={(event) => set('phone')(event.target.value)}
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            error={errorOf('phone')}
          />
          <button type="submit" className={styles.submit} disabled={busy}>
            {t('book.submit', { price: money(Math.round(Number(offer.total) * 100), currency) })}
          </button>
          <p className={styles.muted}>{t('book.next')}</p>
        </form>
      </div>
    </div>
  );
}

/** The experience's page for a slot's day and party (to choose again). */
export const backToSlots = (activity: Pick<Activity, 'id' | 'category'>, day: string | null, party: Participants) =>
  `${experienceHref(activity.category as ExperienceCategory | null, activity.id)}?${new URLSearchParams({ ...(day ? { date: day } : {}), adults: String(party.adults), children: String(party.children), infants: String(party.infants) })}#availability`;
