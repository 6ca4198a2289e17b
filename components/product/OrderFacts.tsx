import type { ReactNode } from 'react';
import { mapsLink } from '@/lib/maps-link';
import styles from './Order.module.scss';

/** A booking as booked (a stay, an experience): its name, then each fact under its label, read as sentences. */
export function OrderFacts({ title, headingId, facts }: { title: string; headingId: string; facts: { label: string; value: ReactNode }[] }) {
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where it is, and the way there in the phone's maps app. */
export function PlaceWithDirections({ place, latitude, longitude, directions }: { place: string; latitude: number; longitude: number; directions: string }) {
  return (
    <>
      {place}
      <br />
      <a href={mapsLink(latitude, longitude)} target="_blank" rel="noopener noreferrer">
        {directions}
      </a>
    </>
  );
}
