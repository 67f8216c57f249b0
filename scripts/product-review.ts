/**
 * Editors' review of red-book subscriptions on the command line, until the editors' console exists:
 *   npm run product:review               list subscriptions signed and waiting for review
 *   npm run product:review -- approve ID put one in effect for the product's period (审核中 → 生效中)
 *   npm run product:review -- reject ID  send it back to be signed again (审核中 → 待签约)
 */

import { formatPrice, formatServerTime } from '../common/format';
import { PAY_TYPE_NAMES, type PayType } from '../common/money';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { ProductReview } from '../server/modules/product/product.service';

const [command = 'list', rawId] = process.argv.slice(2);
const id = Number(rawId);
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const review = new ProductReview(database.db);
try {
  if (command === 'list') {
    const rows = await review.list();
    if (rows.length === 0) console.log('No subscriptions are waiting for review.');
    for (const r of rows) {
      const paid = r.payType ? PAY_TYPE_NAMES[r.payType as PayType] : '';
      console.log(
        `${r.id}  ${formatServerTime(r.signedAt)}  ${r.productName}  ¥${formatPrice(r.money)} ${paid}  ${r.nickname} (${r.userId}, ${r.phone})`,
      );
    }
  } else if ((command === 'approve' || command === 'reject') && Number.isSafeInteger(id) && id > 0) {
    const order = await review[command](id);
    console.log(`${id}: ${order.status_name}${order.expire_time ? `，有效期至 ${order.expire_time}` : ''}`);
  } else {
    console.error(
      'Usage: npm run product:review [-- list | approve SUBSCRIPTION_ID | reject SUBSCRIPTION_ID]',
    );
    process.exitCode = 2;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
