import { useRouter } from 'next/router';
import { useEffect } from 'react';

/**
 * A link of ours opens a booking with `?access=…`; once the page has it (the browser now holds a
 * grant), the token leaves the address bar, so it is not bookmarked, shared or shown on screen.
 */
export function useForgetAccessToken() {
  const router = useRouter();
  useEffect(() => {
    if (!router.isReady || typeof router.query.access !== 'string') return;
    const query = { ...router.query };
    delete query.access;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }, [router]);
}
