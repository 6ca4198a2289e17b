import { Suspense, type ComponentProps } from 'react';
import { lazyView } from '@/components/common/lazy-view';
import type { BookingLookup } from './BookingLookup';
import type { BookingUnavailable } from '@/components/flights/payment/BookingUnavailable';

/*
 * A booking page shows the booking, or instead the surname form (a browser that may not open it
 * yet) or the lapsed notice. Their code loads only on the visit that shows them: the server
 * renders them in full, and the browser keeps that HTML until their chunk arrives and hydrates it.
 * (React's lazy through lazyView, not next/dynamic: that one's loader weighs more than these views.)
 */
const LazyLookup = lazyView(() => import('./BookingLookup').then((module) => module.BookingLookup));
const LazyUnavailable = lazyView(() => import('@/components/flights/payment/BookingUnavailable').then((module) => module.BookingUnavailable));

export function BookingLookupView(props: ComponentProps<typeof BookingLookup>) {
  return (
    <Suspense fallback={null}>
      <LazyLookup {...props} />
    </Suspense>
  );
}

export function BookingUnavailableView(props: ComponentProps<typeof BookingUnavailable>) {
  return (
    <Suspense fallback={null}>
      <LazyUnavailable {...props} />
    </Suspense>
  );
}
