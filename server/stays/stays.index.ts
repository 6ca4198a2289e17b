import { createRouter } from '../lib/create-app';
import { cityStaysHandler, searchStaysHandler, stayViewHandler } from './stays.handlers';
import { cityStaysRoute, searchStaysRoute, stayViewRoute } from './stays.routes';

/** The stays wing's API: the own catalogue's search, a city's stays, one stay (booking joins it). */
export const staysRouter = createRouter().openapi(searchStaysRoute, searchStaysHandler).openapi(cityStaysRoute, cityStaysHandler).openapi(stayViewRoute, stayViewHandler);
