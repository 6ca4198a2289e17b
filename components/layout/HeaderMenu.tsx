import Link from 'next/link';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import menuStyles from '@/components/common/Dropdown.module.scss';
import { useDismiss } from '@/components/common/use-dismiss';
import styles from './HeaderMenu.module.scss';

/**
 * A menu of the top bar (Help, Travel Hub): a button with an icon and a label (the label shown
 * from tablets up, read by screen readers everywhere), closing on Escape, an outside click or a choice.
 */
export function HeaderMenu({ label, icon, children }: { label: string; icon: ReactNode; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <div ref={ref} className={styles.wrap}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {icon}
        <span className={styles.label}>{label}</span>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className={`${menuStyles.menu} ${menuStyles.end} ${styles.menu}`}>
          {children(close)}
        </ul>
      )}
    </div>
  );
}

/** A page of a header menu: choosing it closes the menu. */
export function MenuLink({ href, close, children }: { href: string; close: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <Link role="menuitem" href={href} onClick={close} className={menuStyles.option}>
        {children}
      </Link>
    </li>
  );
}
