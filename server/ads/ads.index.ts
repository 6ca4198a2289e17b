import { createRouter } from '../lib/create-app';
import { advertArtHandler, followAdvertHandler, todaysAdvertsHandler } from './ads.handlers';
import { advertArtRoute, followAdvertRoute, todaysAdverts } from './ads.routes';

/** Spec §7 Ads: today's adverts for a position, their counted links and their pictures. */
export const adsRouter = createRouter()
  .openapi(todaysAdverts, todaysAdvertsHandler)
  .openapi(followAdvertRoute, followAdvertHandler)
  .openapi(advertArtRoute, advertArtHandler);
