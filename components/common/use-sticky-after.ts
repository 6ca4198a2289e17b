import { useEffect, useState, type RefObject } from 'react';

/** True once the element has scrolled past `threshold` pixels (spec §9: 40 px login, 70 px privacy). */
export function useStickyAfter(ref: RefObject<HTMLElement | null>, threshold: number): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => setSticky(element.scrollTop > threshold);
    onScroll();
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref, threshold]);
  return sticky;
}
