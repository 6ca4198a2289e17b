import { createRouter } from '../lib/create-app';
import { shareCardHandler } from './share.handlers';
import { shareCardRoute } from './share.routes';

/** The pictures shared links show (docs/seo.md). */
export const shareRouter = createRouter().openapi(shareCardRoute, shareCardHandler);
