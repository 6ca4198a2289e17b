import { createRouter } from '../lib/create-app';
import { searchLocationsHandler } from './reference.handlers';
import { searchLocations } from './locations.routes';

export const locationsRouter = createRouter().openapi(searchLocations, searchLocationsHandler);
