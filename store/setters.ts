import type { PayloadAction } from '@reduxjs/toolkit';

/** `setCurrency` for `currency`. */
type SetterName<K extends string> = `set${Capitalize<K>}`;

export type Setters<S, K extends keyof S & string> = { [P in K as SetterName<P>]: (state: S, action: PayloadAction<S[P]>) => void };

/**
 * Reducers that each set one field of a slice's state to the action's payload (`setCurrency`
 * sets `currency`): the commonest reducer of every slice, written once. Spread them into a
 * slice's reducers: `...setters<UiState>()('season', 'siteOrigin')`.
 */
export const setters =
  <S>() =>
  <K extends keyof S & string>(...fields: K[]): Setters<S, K> =>
    Object.fromEntries(
      fields.map((field) => [
        `set${field.charAt(0).toUpperCase()}${field.slice(1)}`,
        (state: S, action: PayloadAction<S[K]>) => {
          state[field] = action.payload;
        },
      ]),
    ) as unknown as Setters<S, K>;
