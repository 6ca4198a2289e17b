/** @jest-environment node */
import { AxiosHeaders, type AxiosInstance } from 'axios';
import { createHttpClient } from './http-server';
import { airportByCode } from './airport-by-code';

function clientAnswering(answers: Array<() => unknown>): { client: AxiosInstance; asked: () => number } {
  const client = createHttpClient();
  let asked = 0;
  client.defaults.adapter = async (config) => {
    const answer = answers[Math.min(asked, answers.length - 1)]!;
    asked += 1;
    const data = answer();
    if (data instanceof Error) throw data;
    return { data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  return { client, asked: () => asked };
}

const lagos = { iataCode: 'LOS', address: { cityName: 'Lagos' } };

describe('an airport by its code', () => {
  it('is asked of the API once an hour per code and language', async () => {
    const { client, asked } = clientAnswering([() => ({ data: [lagos] })]);
    expect(await airportByCode('LOS', 'en', client, 0)).toEqual(lagos);
    expect(await airportByCode('LOS', 'en', client, 59 * 60_000)).toEqual(lagos);
    expect(asked()).toBe(1);
    await airportByCode('LOS', 'fr', client, 1_000);
    expect(asked()).toBe(2);
    await airportByCode('LOS', 'en', client, 60 * 60_000);
    expect(asked()).toBe(3);
  });

  it('keeps no failure: the page goes on with the code and the next one asks again', async () => {
    const { client, asked } = clientAnswering([() => new Error('API down'), () => ({ data: [{ ...lagos, iataCode: 'ABV' }] })]);
    expect(await airportByCode('ABV', 'en', client, 0)).toBeUndefined();
    expect(await airportByCode('ABV', 'en', client, 1)).toMatchObject({ iataCode: 'ABV' });
    expect(asked()).toBe(2);
  });
});
