import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Dropdown.module.scss';
import { useDismiss } from './use-dismiss';

export interface DropdownOption<V extends string> {
  value: V;
  label: ReactNode;
}

interface DropdownProps<V extends string> {
  /** Accessible name of the button, e.g. "Currency: NGN". */
  label: string;
  /** What the closed button shows. */
  display: ReactNode;
  options: ReadonlyArray<DropdownOption<V>>;
  value: V;
  onSelect: (value: V) => void;
  align?: 'start' | 'end';
  className?: string;
}

/** A button that opens a small menu of choices; Escape or a press outside closes it. */
export function Dropdown<V extends string>({ label, display, options, value, onSelect, align = 'end', className }: DropdownProps<V>) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  const menuRef = useRef<HTMLUListElement>(null);

  // On opening, focus moves to the current choice, as in a native select.
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  // Arrow keys, Home and End move between the choices (WAI-ARIA menu pattern).
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves) || items.length === 0) return;
    event.preventDefault();
    items[(moves[event.key]! + items.length) % items.length]?.focus();
  };

  const choose = (next: V) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (next !== value) onSelect(next);
  };

  return (
    <div ref={ref} className={`${styles.dropdown} ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {display}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={styles.chevron}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={`${styles.menu} ${align === 'start' ? styles.start : styles.end}`}
          onKeyDown={onMenuKeyDown}
        >
          {options.map((option) => (
            <li key={option.value} role="none">
              <button type="button" role="menuitemradio" aria-checked={option.value === value} className={styles.option} onClick={() => choose(option.value)}>
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
