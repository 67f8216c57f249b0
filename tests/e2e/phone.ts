/** Browser contexts of a phone for the /h5 journeys (issue 13). */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { MOBILE_USER_AGENT, openPage } from './support';

/** An iPhone 13 class device: its viewport, touch and the user agent the server redirects by. */
export const IPHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: MOBILE_USER_AGENT,
};

/** Opens `path` on a new phone context and waits for the network to settle. */
export const openPhonePage = (browser: Browser, path: string): Promise<Page> =>
  openPage(browser, path, IPHONE);

/** Whether the page scrolls sideways (a layout wider than the phone). */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
