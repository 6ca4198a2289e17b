import { startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEarlyEdits } from './early-edits';

// React's own test scheduler: the work it schedules runs only when a test says, step by step, as
// a browser would run it (not act's, which runs everything at once).
jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));
const steps = jest.requireMock<{ unstable_flushUntilNextPaint(): void; unstable_flushAll(): void; unstable_hasPendingWork(): boolean }>('scheduler');
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

/** Runs all React's work: what it schedules from microtasks, its tasks, and the microtasks they queue. */
async function settle() {
  for (let round = 0; round < 5; round++) {
    await Promise.resolve();
    steps.unstable_flushAll();
  }
}

const changes = jest.fn();

/** A form as the site's are: every field's value in state, shown beside it. */
function Form() {
  const [city, setCity] = useState('');
  const [note, setNote] = useState('');
  const [insured, setInsured] = useState(false);
  const [trip, setTrip] = useState('return');
  const [cover, setCover] = useState('basic');
  const [untouched, setUntouched] = useState('kept');
  useEarlyEdits();
  const change = (name: string, set: (value: never) => void) => (value: unknown) => {
    changes(name);
    set(value as never);
  };
  return (
    <form>
      <input aria-label="city" value={city} onChange={(event) => change('city', setCity)(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => change('note', setNote)(event.target.value)} />
      <input aria-label="insured" type="checkbox" checked={insured} onChange={(event) => change('insured', setInsured)(event.target.checked)} />
      {['return', 'oneWay'].map((value) => (
        <input key={value} aria-label={value} type="radio" name="trip" value={value} checked={trip === value} onChange={() => change('trip', setTrip)(value)} />
      ))}
      <select aria-label="cover" value={cover} onChange={(event) => change('cover', setCover)(event.target.value)}>
        <option value="basic">Basic</option>
        <option value="full">Full</option>
      </select>
      <input aria-label="untouched" value={untouched} onChange={(event) => change('untouched', setUntouched)(event.target.value)} />
      <output>{JSON.stringify({ city, note, insured, trip, cover, untouched })}</output>
    </form>
  );
}

const field = <T extends Element>(container: HTMLElement, label: string) => container.querySelector(`[aria-label="${label}"]`) as unknown as T;

describe('changes made before the page hydrated', () => {
  beforeEach(() => changes.mockClear());

  async function hydrate(container: HTMLElement) {
    hydrateRoot(container, <Form />);
    await settle();
  }

  it('reach the form’s state: typed text, a ticked box, a chosen radio and option', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form />);
    // What a person does while the script is still downloading.
    field<HTMLInputElement>(container, 'city').value = 'Lagos';
    field<HTMLTextAreaElement>(container, 'note').value = 'Window seat';
    field<HTMLInputElement>(container, 'insured').checked = true;
    field<HTMLInputElement>(container, 'oneWay').checked = true;
    field<HTMLSelectElement>(container, 'cover').value = 'full';
    await hydrate(container);
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      city: 'Lagos',
      note: 'Window seat',
      insured: true,
      trip: 'oneWay',
      cover: 'full',
      untouched: 'kept',
    });
    expect(field<HTMLInputElement>(container, 'city').value).toBe('Lagos');
    expect(field<HTMLInputElement>(container, 'insured').checked).toBe(true);
    expect(field<HTMLInputElement>(container, 'return').checked).toBe(false);
    expect(changes.mock.calls.map(([name]) => name).sort()).toEqual(['city', 'cover', 'insured', 'note', 'trip']);
    container.remove();
  });

  it('change nothing when nothing was touched', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form />);
    await hydrate(container);
    expect(changes).not.toHaveBeenCalled();
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toMatchObject({ city: '', insured: false, trip: 'return', cover: 'basic' });
    container.remove();
  });

  it('take a field emptied before hydration as emptied', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form />);
    field<HTMLInputElement>(container, 'untouched').value = '';
    await hydrate(container);
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toMatchObject({ untouched: '' });
    container.remove();
  });

  it('keep a choice made after the page hydrated but before its effects ran', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form />);
    const cover = field<HTMLSelectElement>(container, 'cover');
    try {
      // As the site hydrates (components/common/hydrate-in-slices.ts): in a transition, whose
      // effects wait for a later task once the tree is on screen.
      startTransition(() => {
        hydrateRoot(container, <Form />);
      });
      await Promise.resolve(); // React schedules its work from a microtask
      steps.unstable_flushUntilNextPaint();
      expect(Object.keys(cover).some((key) => key.startsWith('__reactProps'))).toBe(true);
      expect(steps.unstable_hasPendingWork()).toBe(true);
      // The person chooses now: React runs the waiting effects while it handles the choice.
      cover.value = 'full';
      cover.dispatchEvent(new Event('change', { bubbles: true }));
      await settle();
      expect(cover.value).toBe('full');
      expect(JSON.parse(container.querySelector('output')!.textContent!)).toMatchObject({ cover: 'full' });
    } finally {
      container.remove();
    }
  });
});
