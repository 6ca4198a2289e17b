import { createRouter } from '../lib/create-app';
import * as handlers from './content.handlers';
import * as routes from './content.routes';

/** The site's written content: the help centre and the blog (docs/content.md). */
export const contentRouter = createRouter()
  .openapi(routes.listBlogCategories, handlers.listBlogCategoriesHandler)
  .openapi(routes.listBlogPosts, handlers.listBlogPostsHandler)
  .openapi(routes.getBlogPost, handlers.getBlogPostHandler)
  .openapi(routes.getBlogArt, handlers.getBlogArtHandler)
  .openapi(routes.listHelpArticles, handlers.listHelpArticlesHandler)
  .openapi(routes.getHelpArticle, handlers.getHelpArticleHandler);
