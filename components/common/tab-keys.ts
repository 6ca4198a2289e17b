import type { KeyboardEvent } from 'react';

/**
 * WAI-ARIA tabs: only the selected tab is in the Tab order; the arrow keys, Home and End move to
 * another tab and select it. Spread the result on each tab.
 */
export function tabProps(index: number, selected: number, count: number, select: (index: number) => void) {
  return {
    tabIndex: index === selected ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      const target = (next + count) % count;
      select(target);
      (event.currentTarget.parentElement?.children[target] as HTMLElement | undefined)?.focus();
    },
  };
}
