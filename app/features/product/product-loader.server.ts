/**
 * Loaders of the red-book pages (DESIGN §3: services in-process). Visitors see the products and the
 * previews (SPEC §6); what only a subscriber reads depends on `context.user`, so these pages are never
 * shared renders (they are outside the page cache, ADR 0014).
 */
import { MAX_PAGE } from '@common/post-vocab';
import { PRODUCT_ORDER_TABS } from '@common/product-vocab';
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { orNotFound } from '~/lib/loader-helpers.server';

type Args = Pick<LoaderFunctionArgs, 'request' | 'params'> & { context: AppLoadContext };

export const PRODUCT_PAGE_SIZE = 15;

const ID = /^[1-9]\d{0,15}$/;
const pageOf = (query: URLSearchParams) =>
  Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(query.get('page'))) || 1));
const viewerOf = (context: AppLoadContext) => context.user?.user_id ?? null;

/** /product: the product cards. */
export async function loadProducts({ context }: Args) {
  return { products: await context.services.products.list(viewerOf(context)) };
}

/** /product-perview?id=&page=: a product's article previews (the first product's without an id). */
export async function loadProductPreview({ request, context }: Args) {
  const query = new URL(request.url).searchParams;
  const raw = query.get('id');
  if (raw !== null && !ID.test(raw)) throw data(null, { status: 404 });
  const products = await context.services.products.list(viewerOf(context));
  const product = raw === null ? products[0] : products.find((p) => p.product_id === Number(raw));
  if (!product) throw data(null, { status: 404 });
  const page = pageOf(query);
  const articles = await context.services.products.articles(product.product_id, {
    start: page,
    limit: PRODUCT_PAGE_SIZE,
  });
  return { products, product, page, articles };
}

/** /product-article/{id}: the whole article for a subscriber in effect, the preview for anyone else. */
export async function loadProductArticle({ params, context }: Args) {
  if (!ID.test(params.id ?? '')) throw data(null, { status: 404 });
  return {
    article: await orNotFound(() => context.services.products.article(Number(params.id), viewerOf(context))),
  };
}

/** /product/order?status=&page=: the member's subscriptions (null for a visitor: the page asks to log in). */
export async function loadProductOrders({ request, context }: Args) {
  const query = new URL(request.url).searchParams;
  const status = PRODUCT_ORDER_TABS.find((t) => String(t.status) === query.get('status'))?.status ?? 0;
  const page = pageOf(query);
  const user = context.user;
  if (!user) return { status, page, orders: null };
  const orders = await context.services.products.orders(user.user_id, {
    status,
    start: page,
    limit: PRODUCT_PAGE_SIZE,
  });
  return { status, page, orders };
}
