import { it } from 'vitest';
import { launchBrowser, newAccount, openPage, register } from '/work/main/tests/e2e/support';
it('shots', async () => {
  const browser = await launchBrowser();
  const page = await openPage(browser, '/product');
  await page.screenshot({ path: '/tmp/shot-product.png', fullPage: true });
  await page.goto(new URL('/product-perview', page.url()).href, { waitUntil: 'networkidle' });
  await page.screenshot({ path: '/tmp/shot-preview.png' });
  await page.getByRole('link', { name: '光模块：800G放量与1.6T导入节奏' }).click();
  await page.waitForURL(/product-article/);
  await page.screenshot({ path: '/tmp/shot-article.png' });
  await register(page, newAccount());
  await page.goto(new URL('/product/order', page.url()).href, { waitUntil: 'networkidle' });
  await page.screenshot({ path: '/tmp/shot-orders.png' });
  await page.goto(new URL('/search/new?k=情绪&type=product', page.url()).href, { waitUntil: 'networkidle' });
  await page.screenshot({ path: '/tmp/shot-search.png' });
  await browser.close();
}, 60_000);
