import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * A hydration error means React threw the server's HTML away and drew the page again in the
 * browser: the first paint is lost and the phone pays for a second render. It never shows as a
 * broken page, so every test watches for it, in every browser context it opens.
 */
const HYDRATION_ERROR = /Minified React error #(418|419|422|423|425)\b|Hydration failed|hydrat(ed|ing) but/i;

export const test = base.extend<{ hydrationGuard: void }>({
  hydrationGuard: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      const watch = (watched: BrowserContext) => {
        for (const page of watched.pages())
          page.on('pageerror', (error) => HYDRATION_ERROR.test(error.message) && errors.push(`${page.url()}: ${error.message}`));
        watched.on('page', (page) => page.on('pageerror', (error) => HYDRATION_ERROR.test(error.message) && errors.push(`${page.url()}: ${error.message}`)));
      };
      watch(context);
      const { newContext, newPage } = browser;
      browser.newContext = async (...args) => {
        const created = await newContext.apply(browser, args);
        watch(created);
        return created;
      };
      browser.newPage = async (...args) => {
        const page = await newPage.apply(browser, args);
        page.on('pageerror', (error) => HYDRATION_ERROR.test(error.message) && errors.push(`${page.url()}: ${error.message}`));
        return page;
      };
      await use();
      browser.newContext = newContext;
      browser.newPage = newPage;
      if (errors.length > 0) throw new Error(`The server's HTML did not hydrate:\n${errors.join('\n')}`);
    },
    { auto: true },
  ],
});
