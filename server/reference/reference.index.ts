import { createRouter } from '../lib/create-app';
import { listCountriesHandler } from './reference.handlers';
import { listCountries } from './reference.routes';

export const referenceRouter = createRouter().openapi(listCountries, listCountriesHandler);
