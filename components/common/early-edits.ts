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

/** Telling React of one field's change: the field is set again to what was read before telling any. */
type Replay = () => void;

function textReplay(field: HTMLInputElement | HTMLTextAreaElement): Replay | null {
  const typed = field.value;
  const drawn = field.defaultValue;
  if (typed === drawn) return null;
  return () => {
    // Through the element's own setter React records the value it drew; through the prototype's,
    // the typed one comes back without React noticing, so the input event is a change to it.
    field.value = drawn;
    valueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

function choiceReplay(field: HTMLInputElement): Replay | null {
  const chosen = field.checked;
  // A radio chosen is replayed on the one chosen (its group's others follow); one left unticked by it is not.
  if (chosen === field.defaultChecked || (field.type === 'radio' && !chosen)) return null;
  return () => {
    field.checked = !chosen;
    field.click();
  };
}

function selectReplay(field: HTMLSelectElement): Replay | null {
  const options = Array.from(field.options);
  // Without an option marked as drawn, the browser shows its first: what React holds is unknown.
  if (!options.some((option) => option.defaultSelected)) return null;
  if (options.every((option) => option.selected === option.defaultSelected)) return null;
  const chosen = options.map((option) => option.selected);
  return () => {
    options.forEach((option, index) => {
      option.selected = chosen[index]!;
    });
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

function replayOf(field: Element): Replay | null {
  if ((field as HTMLInputElement).disabled) return null;
  if (field instanceof HTMLSelectElement) return selectReplay(field);
  if (field instanceof HTMLTextAreaElement) return textReplay(field);
  if (field instanceof HTMLInputElement && !NOT_TYPED.has(field.type)) {
    return field.type === 'checkbox' || field.type === 'radio' ? choiceReplay(field) : textReplay(field);
  }
  return null;
}

/**
 * Tells React of every change made to the fields under `root` before it hydrated them. All are read
 * first: React draws the form again after each change it is told, which puts the fields not told
 * yet back as it drew them.
 */
export function replayEarlyEdits(root: ParentNode): void {
  const replays = Array.from(root.querySelectorAll('input, textarea, select'), replayOf);
  for (const replay of replays) replay?.();
}

/**
 * In the app: once, after the first page has hydrated (effects run after the whole tree's commit),
 * and after the task that ran the effects. A person's change made between hydration and effects
 * makes React run the effects inside its handling of that change, before it has drawn it; an event
 * told from there would have React first put the changed field back as it last drew it, and the
 * person's choice would be lost. A microtask still comes before any other event.
 */
export function useEarlyEdits(): void {
  useEffect(() => {
    queueMicrotask(() => replayEarlyEdits(document));
  }, []);
}
