import Head from 'next/head';
import Link from 'next/link';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary, showErrorSummary } from '@/components/common/ErrorSummary';
import { TextField } from '@/components/common/TextField';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { useTranslation } from '@/components/i18n/use-translation';
import page from '@/components/layout/Page.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { brand } from '@/config/public';
import { toApiError, type ApiErrorInfo } from '@/services/http';
import { useAppSelector } from '@/store/hooks';
import styles from './Booking.module.scss';
import { EMAIL_ADDRESS, PERSON_NAME, PHONE_NUMBER } from '@/common/contact';

/*
 * The booking step stays and experiences share (spec §1): what is being bought, priced again now
 * (a changed total said plainly before anything is paid), the lead guest's details checked in the
 * browser as the API checks them, then the booking, paid on the shared checkout. Each product
 * names its words' namespace (the same `book.*` keys in each), its summary, its own fields and its
 * own answers to the API (a new price, a slot gone).
 */

/** The lead guest's contact details, which every product asks for. */
export interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
export type Problems<Field extends string> = Partial<Record<Field, string>>;

/** What the API checks of a contact, checked first in the browser: each problem by its field. */
export function checkContact(contact: Contact): Problems<keyof Contact> {
  const problems: Problems<keyof Contact> = {};
  if (!contact.firstName.trim()) problems.firstName = 'firstName';
  else if (!PERSON_NAME.test(contact.firstName.trim())) problems.firstName = 'name';
  if (!contact.lastName.trim()) problems.lastName = 'lastName';
  else if (!PERSON_NAME.test(contact.lastName.trim())) problems.lastName = 'name';
  if (!EMAIL_ADDRESS.test(contact.email.trim())) problems.email = 'email';
  if (!PHONE_NUMBER.test(contact.phone.trim())) problems.phone = 'phone';
  return problems;
}

/** The contact as it is sent: trimmed. */
export const trimmedContact = (contact: Contact): Contact => ({
  firstName: contact.firstName.trim(),
  lastName: contact.lastName.trim(),
  email: contact.email.trim(),
  phone: contact.phone.trim(),
});

/** The page when the thing cannot be booked (gone, sold out, not found), with the way back. */
export function BookingUnavailable({ namespace, reason, back }: { namespace: string; reason: string; back: ReactNode }) {
  const { t } = useTranslation(namespace);
  return (
    <div className={page.page}>
      <Head>
        <title>{t('book.unavailableTitle', { brand: brand.name })}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={page.heading}>{t('book.unavailableHeading')}</h1>
      <div className={page.unavailable} role="alert">
        <p>{t(`book.unavailable.${reason}`)}</p>
        {back}
      </div>
    </div>
  );
}

/** What a product's own fields are given. */
export interface GuestFields<Guest, Field extends string> {
  guest: Guest;
  set: (field: Field) => (value: string) => void;
  errorOf: (field: Field) => string | undefined;
  idOf: (field: Field) => string;
  problems: Problems<Field>;
}

interface GuestBookingProps<Guest extends Contact, Field extends string> {
  /** The product's words (`stays`, `experiences`): the same `book.*` keys in each. */
  namespace: string;
  /** Prefix of the fields' ids (`stay-guest` gives `stay-guest-email`). */
  idPrefix: string;
  /** What is booked, for the window's title. */
  name: string;
  backHref: string;
  summary: ReactNode;
  /** Every field in the page's order: the error summary's order, and the API's pointers (`/guest/email`). */
  fields: readonly Field[];
  /** The product's own fields' first values (the contact comes from the signed-in person). */
  initial: Omit<Guest, keyof Contact>;
  check: (guest: Guest) => Problems<Field>;
  total: string;
  currency: 'NGN' | 'USD';
  /** The total the person saw before, when it is not today's. */
  changedFrom: string | null;
  /** Books, then moves to the payment; throws the API's error. */
  book: (guest: Guest) => Promise<void>;
  /** The product's own answer to an API error: true when handled, a message to show, or undefined. */
  answer?: (info: ApiErrorInfo) => Promise<true | string | undefined>;
  /** Fields asked before the contact (a title) and after it (arrival time, requests). */
  before?: (form: GuestFields<Guest, Field>) => ReactNode;
  after?: (form: GuestFields<Guest, Field>) => ReactNode;
  /** A hint under the first name. */
  nameHint?: string;
}

export function GuestBooking<Guest extends Contact, Field extends string>(props: GuestBookingProps<Guest, Field>) {
  const { namespace, idPrefix, fields, check, total, currency, changedFrom, book, answer } = props;
  const { t } = useTranslation(namespace);
  const { money } = useFormatters();
  const user = useAppSelector((state) => state.auth.user);
  const [guest, setGuest] = useState<Guest>(
    () => ({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '', phone: '', ...props.initial }) as Guest,
  );
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const showSummary = () => requestAnimationFrame(() => showErrorSummary(summary.current));

  const idOf = (field: Field | keyof Contact) => `${idPrefix}-${field}`;
  const set = (field: Field | keyof Contact) => (value: string) => setGuest((current) => ({ ...current, [field]: value }));
  const errorOf = (field: Field | keyof Contact) => {
    const problem = (problems as Problems<string>)[field];
    return problem ? t(`book.errors.${problem}`) : undefined;
  };
  const form: GuestFields<Guest, Field> = { guest, set, errorOf, idOf, problems };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = check(guest);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      showSummary();
      return;
    }
    setBusy(true);
    try {
      await book(guest);
    } catch (error) {
      const info = toApiError(error).info;
      setBusy(false);
      const answered = await answer?.(info);
      if (answered === true) return;
      if (answered === undefined && info.status === 422) {
        const byField: Problems<Field> = {};
        for (const item of info.errors) {
          const field = fields.find((candidate) => item.source?.pointer === `/guest/${candidate}`);
          if (field) byField[field] = 'invalid';
        }
        setProblems(byField);
        setFailure(Object.keys(byField).length === 0 ? info.message : null);
      } else {
        setFailure(answered ?? (info.status === 429 ? info.message : t('book.failed')));
      }
      showSummary();
    }
  };

  const contact = (field: keyof Contact, input: Parameters<typeof TextField>[0]) => (
    <TextField id={idOf(field)} value={guest[field]} onChange={(event) => set(field)(event.target.value)} error={errorOf(field)} {...input} />
  );
  const listed = fields.filter((field) => problems[field]);
  return (
    <div className={page.page}>
      <Head>
        <title>{t('meta.bookTitle', { name: props.name, brand: brand.name })}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {busy && <FullScreenLoader label={t('book.booking')} />}
      <p className={styles.back}>
        <Link href={props.backHref}>{t('book.back')}</Link>
      </p>
      <h1 className={page.heading}>{t('book.title')}</h1>
      <div className={styles.layout}>
        {props.summary}

        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-heading`}>
          {changedFrom && changedFrom !== total && (
            <div className={styles.changed} role="alert">
              <p>{t('book.priceChanged', { was: money(toMinor(changedFrom), currency), now: money(toMinor(total), currency) })}</p>
            </div>
          )}
          {(listed.length > 0 || failure) && (
            <ErrorSummary
              ref={summary}
              title={t('book.errors.summary')}
              titleId={`${idPrefix}-problems`}
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
          <h2 id={`${idPrefix}-heading`}>{t('book.guest')}</h2>
          <p className={styles.muted}>{t('book.guestIntro')}</p>
          {props.before?.(form)}
          {contact('firstName', { label: t('book.fields.firstName'), hint: props.nameHint, autoComplete: 'given-name', maxLength: 60 })}
          {contact('lastName', { label: t('book.fields.lastName'), autoComplete: 'family-name', maxLength: 60 })}
          {contact('email', {
            label: t('book.fields.email'),
            hint: t('book.emailHint'),
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            maxLength: 254,
          })}
          {contact('phone', { label: t('book.fields.phone'), hint: t('book.phoneHint'), type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 })}
          {props.after?.(form)}
          <button type="submit" className={styles.submit} disabled={busy}>
            {t('book.submit', { price: money(toMinor(total), currency) })}
          </button>
          <p className={styles.muted}>{t('book.next')}</p>
        </form>
      </div>
    </div>
  );
}
