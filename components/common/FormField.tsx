import type { ReactNode } from 'react';

/** What the control inside a FormField is given: its id, and its error tied to it for screen readers. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its error under it (a date, a select, a search box drawn by its form):
 * the control is the form's own, given its id and ARIA; `classes` are the form's style sheet's.
 */
export function FormField({
  id,
  label,
  error,
  classes,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  classes: { field?: string; error?: string };
  children: (control: ControlProps) => ReactNode;
}) {
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
