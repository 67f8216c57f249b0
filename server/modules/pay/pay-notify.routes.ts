import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatPrice } from '../../../common/format';
import { escapeHtml } from '../../../common/html';
import { MONEY_MSG, PAY_STATUS, type PayOrder } from '../../../common/money';
import { LOCAL_SCAN_PATH, LocalPayProvider, PayNotifyError } from '../../providers/pay';

/** Where WeChat delivers payment notifies (WECHAT_PAY_NOTIFY_URL's default path); unsigned (plugins/signature.ts). */
export const WECHAT_NOTIFY_PATH = '/api/v1/pay-order/notify/wechat';

/**
 * WeChat Pay's notify endpoint, and the local stand-in's scan-to-pay page (DESIGN §5). The notify
 * answers WeChat's protocol, not our envelope: 204 once the payment is recorded (or was already), an
 * error status with {code:'FAIL'} otherwise, so WeChat retries what we could not take.
 */
export async function payNotifyRoutes(app: FastifyInstance) {
  await app.register(notifyRoute);

  const provider = app.services.payProvider;
  const scan = provider instanceof LocalPayProvider && provider.enabled ? provider : null;
  const params = z.object({ no: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/) });

  app.get(`${LOCAL_SCAN_PATH}/:no`, async (req, reply) => {
    const order = await scannable(req.params);
    if (!order) return sendPage(reply, notFoundPage(), 404);
    const { error } = req.query as { error?: string };
    return sendPage(reply, scanPage(order, error === 'closed'));
  });

  app.post(`${LOCAL_SCAN_PATH}/:no/confirm`, async (req, reply) => {
    const order = await scannable(req.params);
    if (!order || !scan) return sendPage(reply, notFoundPage(), 404);
    const back = `${LOCAL_SCAN_PATH}/${encodeURIComponent(order.order_no)}`;
    if (order.pay_status === PAY_STATUS.PAID) return reply.redirect(back, 303);
    const notify =
      order.pay_status === PAY_STATUS.WAITING &&
      scan.confirm({ orderNo: order.order_no, amountFen: order.money });
    if (!notify) return reply.redirect(`${back}?error=closed`, 303);
    // Delivered as WeChat would: to the notify endpoint, through its signature check.
    const res = await app.inject({
      method: 'POST',
      url: WECHAT_NOTIFY_PATH,
      headers: { ...notify.headers, 'content-type': 'application/json' },
      payload: notify.rawBody,
    });
    if (res.statusCode >= 300) {
      req.log.error(
        { orderNo: order.order_no, status: res.statusCode, body: res.body },
        'pay: local notify refused',
      );
      return sendPage(
        reply,
        page('支付失败', `<h1>支付失败</h1><p class="tip">${MONEY_MSG.payFailed}</p>`),
        502,
      );
    }
    return reply.redirect(back, 303);
  });

  async function scannable(raw: unknown): Promise<PayOrder | null> {
    const p = params.safeParse(raw);
    if (!scan || !p.success) return null;
    return app.services.payOrders.byNo(p.data.no);
  }
}

/** Its own plugin: the content-type parser that keeps the raw body (the signature covers its bytes) stays here. */
async function notifyRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post(WECHAT_NOTIFY_PATH, async (req, reply) => {
    const rawBody = typeof req.body === 'string' ? req.body : '';
    try {
      const notice = await app.services.payProvider.verifyNotify({ headers: req.headers, rawBody });
      const outcome = await app.services.payOrders.settleWechat(notice);
      req.log.info(
        { orderNo: notice.orderNo, transactionId: notice.transactionId, outcome },
        'pay: WeChat notify',
      );
      return reply.status(204).send();
    } catch (err) {
      if (err instanceof PayNotifyError) {
        req.log.warn({ reason: err.message }, 'pay: WeChat notify refused');
        return reply.status(400).send({ code: 'FAIL', message: '通知无效' });
      }
      req.log.error({ err }, 'pay: WeChat notify failed');
      return reply.status(500).send({ code: 'FAIL', message: '系统繁忙' });
    }
  });
}

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** No script: the page works under the site's CSP with a plain form POST. */
const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;margin:0}
main{max-width:360px;margin:40px auto;background:#fff;border-radius:8px;padding:24px;text-align:center}
h1{font-size:17px;margin:0 0 8px}.tip{color:#888;font-size:13px}.subject{color:#333;font-size:15px;margin:16px 0 4px}
.amount{font-size:34px;font-weight:600;margin:8px 0 20px}.no{color:#aaa;font-size:12px;word-break:break-all}
button{width:100%;padding:12px;border:0;border-radius:6px;background:#07c160;color:#fff;font-size:17px;cursor:pointer}
.ok{color:#07c160;font-size:20px;font-weight:600;margin:12px 0}.closed{color:#fa5151;margin:12px 0}</style>
</head><body><main>${body}</main></body></html>`;

function scanPage(order: PayOrder, refused: boolean): string {
  const head = `<h1>微信支付</h1><p class="tip">本地开发环境：此页面代替微信扫码付款</p>
<p class="subject">${escapeHtml(order.subject)}</p><p class="amount">¥${formatPrice(order.money)}</p>`;
  const foot = `<p class="no">订单号 ${escapeHtml(order.order_no)}</p>`;
  if (order.pay_status === PAY_STATUS.PAID)
    return page('支付成功', `${head}<p class="ok">支付成功</p>${foot}`);
  if (order.pay_status === PAY_STATUS.CLOSED || refused) {
    return page('订单已关闭', `${head}<p class="closed">订单已关闭，请重新下单</p>${foot}`);
  }
  const action = `${LOCAL_SCAN_PATH}/${encodeURIComponent(order.order_no)}/confirm`;
  return page(
    '微信支付',
    `${head}<form method="post" action="${escapeHtml(action)}"><button type="submit">确认支付</button></form>${foot}`,
  );
}

const notFoundPage = () => page('页面不存在', '<h1>页面不存在</h1><p class="tip">该支付页面不可用</p>');
