import { useEffect } from 'react';

/*
 * On a slow phone the page is on screen seconds before its script has run, and people start
 * filling in the form. React hydrates a field as it finds it: what was typed stays on screen, but
 * the component's state keeps the server's value and no change event follows, so the form says
 * "please fill in" under a filled field. Once the page has hydrated, each field that differs from
 * what React drew is told to React as the change it was: the typed text, the ticked box, the
 * chosen option (and the browser's own form restoration after a reload, the same way).
 */

const valueSetter = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

/** Types that hold no text a person typed. */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

function replayText(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  const drawn = field.defaultValue;
  if (typed === drawn) return;
  // Through the element's own setter React records the value it drew; through the prototype's,
  // the typed one comes back without React noticing, so the input event is a change to it.
  field.value = drawn;
  valueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayChoice(field: HTMLInputElement) {
  // A radio chosen is replayed on the one chosen (its group's others follow); one left unticked by it is not.
  if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return;
  field.checked = !field.checked;
  field.click();
}

function replaySelect(field: HTMLSelectElement) {
  const options = Array.from(field.options);
  // Without an option marked as drawn, the browser shows its first: what React holds is unknown.
  if (!options.some((option) => option.defaultSelected)) return;
  if (options.every((option) => option.selected === option.defaultSelected)) return;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Tells React of every change made to the fields under `root` before it hydrated them. */
export function replayEarlyEdits(root: ParentNode): void {
  for (const field of Array.from(root.querySelectorAll('input, textarea, select'))) {
    if ((field as HTMLInputElement).disabled) continue;
    if (field instanceof HTMLSelectElement) replaySelect(field);
    else if (field instanceof HTMLTextAreaElement) replayText(field);
    else if (field instanceof HTMLInputElement && !NOT_TYPED.has(field.type)) {
      if (field.type === 'checkbox' || field.type === 'radio') replayChoice(field);
      else replayText(field);
    }
  }
}

/** In the app: once, after the first page has hydrated (effects run after the whole tree's commit). */
export function useEarlyEdits(): void {
  useEffect(() => {
    replayEarlyEdits(document);
  }, []);
}
