import { Fragment } from 'react';
import { brand } from '@/config/public';

/** Put where a sentence says the support number (`{ phone: PHONE }`): `WithPhone` makes it a link that calls it. */
export const PHONE = '\u2063phone\u2063';

/** The support line as a tel: link wants it: digits and the leading +. */
export const supportPhoneHref = () => `tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`;

/** A sentence with the support number in it, the number a link a phone can call at a tap. */
export function WithPhone({ text }: { text: string }) {
  const parts = text.split(PHONE);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <a href={supportPhoneHref()}>{brand.supportPhone}</a>}
          {part}
        </Fragment>
      ))}
    </>
  );
}
