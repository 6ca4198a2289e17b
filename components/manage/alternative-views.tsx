import { lazy, Suspense, type ComponentProps } from 'react';
import type { BookingLookup } from './BookingLookup';
import type { BookingUnavailable } from '@/components/flights/payment/BookingUnavailable';

/*
 * A booking page shows the booking, or instead the surname form (a browser that may not open it
 * yet) or the lapsed notice. Their code loads only on the visit that shows them: the server
 * renders them in full, and the browser keeps that HTML until their chunk arrives and hydrates it.
 * (React's lazy, not next/dynamic: that one's loader weighs more than these views.)
 */
const LazyLookup = lazy(() => import('./BookingLookup').then((module) => ({ default: module.BookingLookup })));
const LazyUnavailable = lazy(() => import('@/components/flights/payment/BookingUnavailable').then((module) => ({ default: module.BookingUnavailable })));

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
