import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on Escape or on a pointer press outside it (spec §2: every dropdown). `on: 'click'`
 * waits for the press to end: for a panel in the page's flow (travellers and cabin), whose closing
 * moves what is under it, a press on the button below must still be that button's click.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void, on: 'press' | 'click' = 'press') {
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
    const pointerEvents = on === 'click' ? (['click'] as const) : (['mousedown', 'touchstart'] as const);
    document.addEventListener('keydown', onKey);
    for (const name of pointerEvents) document.addEventListener(name, onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const name of pointerEvents) document.removeEventListener(name, onPointer);
    };
  }, [ref, open, onDismiss, on]);
}
