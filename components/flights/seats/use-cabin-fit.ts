import { useEffect, useRef, useState } from 'react';

/**
 * A wide cabin on a narrow phone: whether it overflows its frame (said, with a way to see it
 * whole: smaller seats, still 28 px), measured again when the frame or the cabin inside it
 * changes (the screen turns, another flight or mode, seats loaded later).
 */
export function useCabinFit(segmentIndex: number, mode: string, maps: unknown) {
  const cabinRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [fit, setFit] = useState(false);
  useEffect(() => {
    const cabin = cabinRef.current;
    if (!cabin || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(cabin.scrollWidth > cabin.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(cabin);
    if (cabin.firstElementChild) observer.observe(cabin.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [segmentIndex, mode, fit, maps]);
  return { cabinRef, overflows, fit, setFit };
}
