import { PAY_TYPE } from '../../../common/constants';
import { formatServerTime } from '../../../common/format';
import type { PayOrder, PayType } from '../../../common/money';
import {
  PRODUCT_MSG,
  PRODUCT_STATUS_NAMES,
  type ProductArticleDetail,
  type ProductArticleItem,
  type ProductHit,
  type ProductItem,
  type ProductOrder,
} from '../../../common/product';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { type PayOrderService, view as payOrderView } from '../pay/pay-order.service';
import { type Page, toPage } from '../post/post.service';
import * as repo from './product.repo';

interface Paging {
  start: number;
  limit: number;
}

const offsetOf = (q: Paging) => (q.start - 1) * q.limit;

/**
 * Red-book research products (SPEC §2, §7 "Products"; docs/api/products.md). A subscription is one pay
 * order: paid (待支付 → 待签约, in the payment's transaction), signed online by the subscriber (→ 审核中),
 * approved by an editor (→ 生效中 for the product's period), and read as 已过期 once its end passes.
 * Anyone reads the products and the articles' previews; only a subscription in effect opens an article.
 */
export class ProductService {
  readonly review: ProductReview;

  constructor(
    private readonly db: Db,
    private readonly payOrders: PayOrderService,
  ) {
    this.review = new ProductReview(db);
    payOrders.register('product', {
      // The platform's own goods: yuan are revenue, 工分 are all burned (MONEY_RULES.platformGoodsBurnBp).
      credits: (_order, asset, amount) => [
        { account: { platform: asset === 'fen' ? 'revenue' : 'burn', asset }, amount },
      ],
      fulfil: async (tx, order) => {
        // The subscription is written before its order can be paid; without it the payment must not
        // commit (money taken for nothing), so the whole payment rolls back.
        if (!(await repo.markPaid(tx, order.id))) {
          throw new Error(`product order ${order.id} has no subscription waiting for payment`);
        }
      },
    });
  }

  /** /api/v1/product/list: every product, with whether the viewer's subscription is in effect. */
  async list(viewerId: number | null): Promise<ProductItem[]> {
    return (await repo.listProducts(this.db, viewerId)).map(productView);
  }

  async product(id: number, viewerId: number | null): Promise<ProductItem> {
    const row = await repo.findProduct(this.db, id, viewerId);
    if (!row) throw notFound(PRODUCT_MSG.productNotFound);
    return productView(row);
  }

  /** /api/v1/product/article/list: a product's articles, previews only. */
  async articles(productId: number, q: Paging): Promise<Page<ProductArticleItem>> {
    if (!(await repo.findProduct(this.db, productId, null))) throw notFound(PRODUCT_MSG.productNotFound);
    const { rows, total } = await repo.listArticles(this.db, productId, {
      offset: offsetOf(q),
      limit: q.limit,
    });
    return toPage(rows.map(articleView), q.start, q.limit, total);
  }

  /** /api/v1/product/article/detail: the whole article for a subscriber in effect, else the preview. */
  async article(id: number, viewerId: number | null): Promise<ProductArticleDetail> {
    const article = await repo.findArticle(this.db, id);
    if (!article) throw notFound(PRODUCT_MSG.articleNotFound);
    const product = await this.product(article.productId, viewerId);
    return {
      ...articleView(article),
      product,
      content_html: product.subscribed ? article.contentHtml : '',
      subscribed: product.subscribed,
    };
  }

  /**
   * /api/v1/product/order/add: a subscription order at the product's price (wallet, WeChat or 工分), paid
   * in the same call when `payType` is given. Ordering again while an order of the product is unpaid
   * answers that order, so a double click does not leave two to pay. Ordering while subscribed renews.
   */
  async order(userId: number, productId: number, payType?: PayType): Promise<PayOrder> {
    const { product } = (await repo.findProduct(this.db, productId, userId)) ?? {};
    if (!product) throw notFound(PRODUCT_MSG.productNotFound);
    const open = await repo.openOrderOf(this.db, userId, productId);
    let order: PayOrder;
    if (open) {
      order = payOrderView(open);
    } else {
      order = await this.payOrders.create({
        kind: 'product',
        userId,
        subject: `红宝书·${product.name} ${product.periodDays}天`,
        money: product.price,
        payTypes: [PAY_TYPE.WALLET, PAY_TYPE.WECHAT, PAY_TYPE.WORK_POINTS],
        targetId: product.id,
      });
      await repo.insertSubscription(this.db, { userId, productId, payOrderId: order.pay_order_id });
    }
    return payType === undefined ? order : this.payOrders.pay(userId, order.pay_order_id, payType);
  }

  /** /api/v1/product/pay/status: the viewer's subscription of a product (the pages poll it after paying). */
  async payStatus(userId: number, productId: number) {
    const product = await this.product(productId, userId);
    const row = await repo.latestOrder(this.db, userId, productId);
    return { product_id: productId, subscribed: product.subscribed, order: row ? orderView(row) : null };
  }

  /** /api/v1/product/status {action: 'sign'}: the subscriber signs the agreements (待签约 → 审核中). */
  async sign(userId: number, id: number): Promise<ProductOrder> {
    if (!(await repo.markSigned(this.db, id, userId))) {
      const sub = await repo.findSubscription(this.db, id);
      if (!sub) throw notFound(PRODUCT_MSG.orderNotFound);
      if (sub.userId !== userId) throw forbidden(PRODUCT_MSG.notYourOrder);
      throw conflict(PRODUCT_MSG.signNotNow);
    }
    return this.orderOf(id);
  }

  /** /api/v1/product/order/list: the member's subscriptions, filtered by the /product/order tabs. */
  async orders(userId: number, q: Paging & { status: number }): Promise<Page<ProductOrder>> {
    const { rows, total } = await repo.listOrders(this.db, userId, {
      status: q.status,
      offset: offsetOf(q),
      limit: q.limit,
    });
    return toPage(rows.map(orderView), q.start, q.limit, total);
  }

  /** Red-book search (/search/new?type=product): products by name or summary, articles by title. */
  async search(keyword: string, q: Paging): Promise<Page<ProductHit>> {
    if (!keyword) return toPage([], q.start, q.limit, 0);
    const { rows, total } = await repo.search(this.db, keyword, { offset: offsetOf(q), limit: q.limit });
    const hits = rows.map((r) => ({
      product_id: r.productId,
      product_name: r.productName,
      article_id: r.articleId,
      title: r.title,
      summary: r.summary,
    }));
    return toPage(hits, q.start, q.limit, total);
  }

  private orderOf(id: number): Promise<ProductOrder> {
    return orderOf(this.db, id);
  }
}

async function orderOf(db: Db, id: number): Promise<ProductOrder> {
  const row = await repo.findOrder(db, id);
  if (!row) throw notFound(PRODUCT_MSG.orderNotFound);
  return orderView(row);
}

/**
 * The editors' side of subscriptions (`npm run product:review` until the console exists): what waits
 * for review, approving (审核中 → 生效中) and sending back to be signed again. It needs no payments, so the
 * script builds it on its own.
 */
export class ProductReview {
  constructor(private readonly db: Db) {}

  /** Oldest first. */
  list(limit = 100) {
    return repo.listInReview(this.db, limit);
  }

  /** 审核中 → 生效中 until now + the product's period (after the current end, for a renewal). */
  async approve(id: number): Promise<ProductOrder> {
    const approved = await this.db.transaction(async (tx) => {
      await repo.lockSiblings(tx, id);
      return repo.markApproved(tx, id);
    });
    if (!approved) throw await this.notInReview(id);
    return orderOf(this.db, id);
  }

  /** 审核中 → 待签约, for the subscriber to check the details and sign again. */
  async reject(id: number): Promise<ProductOrder> {
    if (!(await repo.markReturned(this.db, id))) throw await this.notInReview(id);
    return orderOf(this.db, id);
  }

  private async notInReview(id: number) {
    return (await repo.findSubscription(this.db, id))
      ? conflict(PRODUCT_MSG.reviewNotNow)
      : notFound(PRODUCT_MSG.orderNotFound);
  }
}

function productView({ product: p, articleCount, accessUntil }: repo.ProductWithAccess): ProductItem {
  return {
    product_id: p.id,
    name: p.name,
    summary: p.summary,
    cover: p.cover,
    price: p.price,
    period_days: p.periodDays,
    article_count: articleCount,
    subscribed: accessUntil !== null,
    expire_time: accessUntil ? formatServerTime(accessUntil) : '',
  };
}

function articleView(a: Omit<repo.ProductArticleRow, 'contentHtml'>): ProductArticleItem {
  return {
    id: a.id,
    product_id: a.productId,
    title: a.title,
    summary: a.summary,
    create_time: formatServerTime(a.createdAt),
  };
}

function orderView(r: repo.OrderRow): ProductOrder {
  return {
    id: r.sub.id,
    product_id: r.sub.productId,
    product_name: r.productName,
    price: r.price,
    period_days: r.periodDays,
    status: r.shownStatus,
    status_name: PRODUCT_STATUS_NAMES[r.shownStatus] ?? '',
    pay_order: payOrderView(r.order),
    create_time: formatServerTime(r.sub.createdAt),
    sign_time: formatServerTime(r.sub.signedAt),
    approve_time: formatServerTime(r.sub.approvedAt),
    expire_time: formatServerTime(r.sub.expiresAt),
  };
}
