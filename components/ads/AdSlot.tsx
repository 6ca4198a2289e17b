import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { AdvertPosition } from '@/services/ads';
import { ADVERT_HEIGHT } from './advert-height';

/**
 * Spec §1 adverts in four placements: a place of the advert's size kept in the page, so nothing
 * moves when one arrives, filled only when the reader comes near it (and given back when there
 * is none to show). Its script, the adverts'
 * state and the request wait until then: an advert never delays a page.
 */

export function AdSlot({ position }: { position: AdvertPosition }) {
  const place = useRef<HTMLDivElement>(null);
  const [Advert, setAdvert] = useState<ComponentType<{ position: AdvertPosition; onNone?: () => void }>>();
  // No advert to show here today: the place is given back rather than left blank.
  const [none, setNone] = useState(false);
  const giveBack = useCallback(() => setNone(true), []);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('./Advert').then((module) => setAdvert(() => module.default));
      },
      { rootMargin: '300px' },
    );
    observer.observe(place.current!);
    return () => observer.disconnect();
  }, []);
  return (
    // Sized inline: a style sheet for one rule would cost the first visit of four pages a request's worth of bytes.
    <div ref={place} style={none ? undefined : { minHeight: ADVERT_HEIGHT, marginTop: 24 }}>
      {Advert && <Advert position={position} onNone={giveBack} />}
    </div>
  );
}
