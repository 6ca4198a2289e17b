import { PERSON_NAME, PHONE_NUMBER } from '../../common/contact';
import { z } from '@hono/zod-openapi';

/** A person's name as on their ID: letters (any script, with their accents), spaces, apostrophes, dots, hyphens. */
export const IdName = z.string().trim().min(1).max(60).regex(PERSON_NAME, 'Letters only, as on the ID.');

/** A phone number a traveller is reached on, as people write it. */
export const PhoneNumber = z.string().trim().regex(PHONE_NUMBER, 'Enter a phone number with its country code.');

export const EmailAddress = z.string().trim().max(254).email('Enter a valid email address.');

/** The lead guest's contact, which every product's booking asks for. */
export const contactFields = { firstName: IdName, lastName: IdName, email: EmailAddress, phone: PhoneNumber };
