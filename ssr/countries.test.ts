/** @jest-environment node */
import { AxiosHeaders } from 'axios';
import { countriesIn } from './countries';
import { createHttpClient } from './http-server';

function clientAnswering(answers: Array<() => unknown>) {
  const client = createHttpClient();
  const asked: string[] = [];
  client.defaults.adapter = async (config) => {
    const answer = answers[Math.min(asked.length, answers.length - 1)]!;
    asked.push(String(config.params?.lang));
    const data = answer();
    if (data instanceof Error) throw data;
    return { data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  return { client, asked };
}

describe('countriesIn', () => {
  it('asks the API once an hour per language, and again after a failure', async () => {
    const france = { code: 'FR', code3: 'FRA', name: 'France' };
    const { client, asked } = clientAnswering([() => new Error('down'), () => ({ data: [france] })]);
    const start = Date.parse('2027-01-01T00:00:00Z');
    await expect(countriesIn('fr', client, start)).rejects.toThrow();
    expect(await countriesIn('fr', client, start + 1)).toEqual([{ code: 'FR', name: 'France' }]);
    expect(await countriesIn('fr', client, start + 59 * 60_000)).toEqual([{ code: 'FR', name: 'France' }]);
    expect(asked).toEqual(['fr', 'fr']);
    await countriesIn('en', client, start + 2);
    await countriesIn('fr', client, start + 61 * 60_000);
    expect(asked).toEqual(['fr', 'fr', 'en', 'fr']);
  });
});
