import { useEffect, type RefObject } from 'react';

/** Closes a popup on Escape or on a pointer press outside it (spec §2: every dropdown). */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    const onPointer = (event: MouseEvent | TouchEvent) => {
      const popup = ref.current;
      const target = event.target as Element | null;
      if (!popup || !target || popup.contains(target)) return;
      // The popup's own trigger (aria-controls) toggles it itself; closing here would reopen it.
      if (popup.id && target.closest?.(`[aria-controls="${popup.id}"]`)) return;
      onDismiss();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [ref, open, onDismiss]);
}
