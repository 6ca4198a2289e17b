/**
 * The blog (/blog), a category's list (/blog/category/press) or an article (/blog/lagos-city-guide),
 * for a Link (it adds the reader's language). Apart from paths.ts, which the footer on every page
 * loads: only the pages that list articles carry these.
 */
export const blogPath = (slug?: string) => (slug ? `/blog/${slug}` : '/blog');
export const blogCategoryPath = (category: string) => `/blog/category/${category}`;
