import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/** The style sheet of the form the combobox sits in: its `field`, `suggestions`, `hidden`, `suggestion` and `error` classes. */
export type ComboboxClasses = Readonly<Record<string, string>>;

interface ComboboxProps<T> {
  /** A stable id, for an error summary's link to the field (generated when absent). */
  id?: string;
  label: string;
  name: string;
  value: string;
  placeholder?: string;
  error?: string;
  /** The suggestions for what is typed; a new list highlights nothing. */
  options: T[];
  /** Whether the suggestions may show at all (e.g. not once a choice is made). */
  offering: boolean;
  listLabel: string;
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onType: (value: string) => void;
  onChoose: (option: T) => void;
  classes: ComboboxClasses;
}

/**
 * A text field with suggestions (WAI-ARIA 1.2 combobox): arrows move through them (wrapping),
 * Enter takes the highlighted one and never sends the form with half a word, Escape closes,
 * a tap chooses. Nothing is highlighted until the person moves, so Enter never picks for them.
 * Without JavaScript it is a plain text field the server reads.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { id: givenId, label, name, value, placeholder, error, options, offering, listLabel, optionKey, renderOption, onType, onChoose, classes } = props;
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const listId = `${generatedId}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A new list of suggestions highlights nothing (adjusted while drawing, not in an effect).
  const [shown, setShown] = useState(options);
  if (shown !== options) {
    setShown(options);
    setActive(-1);
  }
  const expanded = open && offering && options.length > 0;

  const choose = (option: T) => {
    onChoose(option);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0) choose(options[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className={expanded ? classes.suggestions : classes.hidden}>
        {expanded &&
          options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={classes.suggestion}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {renderOption(option)}
            </li>
          ))}
      </ul>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
