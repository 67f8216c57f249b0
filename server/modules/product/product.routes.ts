import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type PayType, payOrderSchema } from '../../../common/money';
import { pageSchema } from '../../../common/post';
import {
  PRODUCT_MSG,
  productArticleDetailBody,
  productArticleDetailSchema,
  productArticleItemSchema,
  productArticleListBody,
  productHitSchema,
  productItemSchema,
  productOrderAddBody,
  productOrderListBody,
  productOrderSchema,
  productPayStatusBody,
  productPayStatusSchema,
  productSearchBody,
  productStatusBody,
} from '../../../common/product';
import { ok } from '../../lib/envelope';
import { replies, typed, viewerIdOf } from '../../lib/route';

/** Red-book products (SPEC §7 "Products"; docs/api/products.md says which call does what). */
export async function productRoutes(app: FastifyInstance) {
  const r = typed(app);
  const products = app.services.products;

  r.post('/api/v1/product/list', { schema: { response: replies(z.array(productItemSchema)) } }, async (req) =>
    ok(await products.list(await viewerIdOf(req))),
  );

  r.post(
    '/api/v1/product/article/list',
    { schema: { body: productArticleListBody, response: replies(pageSchema(productArticleItemSchema)) } },
    async (req) => {
      const { product_id, start, limit } = req.body;
      return ok(await products.articles(product_id, { start, limit }));
    },
  );

  r.post(
    '/api/v1/product/article/detail',
    { schema: { body: productArticleDetailBody, response: replies(productArticleDetailSchema) } },
    async (req) => ok(await products.article(req.body.id, await viewerIdOf(req))),
  );

  r.post(
    '/api/v1/product/search',
    { schema: { body: productSearchBody, response: replies(pageSchema(productHitSchema)) } },
    async (req) => {
      const { keyword, start, limit } = req.body;
      return ok(await products.search(keyword, { start, limit }));
    },
  );

  r.post(
    '/api/v1/product/order/add',
    { schema: { body: productOrderAddBody, response: replies(payOrderSchema) } },
    async (req) => {
      const user = await req.requireUser();
      const { product_id, pay_type } = req.body;
      return ok(await products.order(user.id, product_id, pay_type as PayType | undefined));
    },
  );

  r.post(
    '/api/v1/product/pay/status',
    { schema: { body: productPayStatusBody, response: replies(productPayStatusSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await products.payStatus(user.id, req.body.product_id));
    },
  );

  r.post(
    '/api/v1/product/status',
    { schema: { body: productStatusBody, response: replies(productOrderSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await products.sign(user.id, req.body.id), PRODUCT_MSG.signed);
    },
  );

  r.post(
    '/api/v1/product/order/list',
    { schema: { body: productOrderListBody, response: replies(pageSchema(productOrderSchema)) } },
    async (req) => {
      const user = await req.requireUser();
      const { status, start, limit } = req.body;
      return ok(await products.orders(user.id, { status, start, limit }));
    },
  );
}
