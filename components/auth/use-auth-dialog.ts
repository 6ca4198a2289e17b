import { useCallback, useEffect, useRef } from 'react';
import { useDismiss } from '@/components/common/use-dismiss';
import { useStickyAfter } from '@/components/common/use-sticky-after';

/** Spec §9: the login and sign-up dialogs' headers stick after 40 px of scroll. */
export const AUTH_HEADER_STICKY_AFTER = 40;

/** Focus on open, Escape and outside press to close, and the sticky header of a sign-in dialog. */
export function useAuthDialog(onClose: () => void) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useDismiss(dialogRef, true, close);
  const sticky = useStickyAfter(scrollRef, AUTH_HEADER_STICKY_AFTER);
  useEffect(() => {
    dialogRef.current?.focus();
  }, []);
  return { dialogRef, scrollRef, sticky };
}
