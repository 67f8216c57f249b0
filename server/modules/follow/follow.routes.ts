import type { FastifyInstance } from 'fastify';
import { ORDERS, pageSchema, postItemSchema } from '../../../common/post';
import {
  FOLLOW_ACTIONS,
  followBody,
  followFeedBody,
  followListBody,
  followStateSchema,
  followSuggestionsSchema,
  homeArticlesBody,
  homePostItemSchema,
  userCardSchema,
  userHomeSchema,
  userIdBody,
} from '../../../common/social';
import { ok } from '../../lib/envelope';
import { listPaging, replies, typed, viewerIdOf } from '../../lib/route';
import { FOLLOW_MSG } from './follow.service';

const ACTION_MSG = {
  [FOLLOW_ACTIONS.unfollow]: FOLLOW_MSG.unfollowed,
  [FOLLOW_ACTIONS.follow]: FOLLOW_MSG.followed,
  [FOLLOW_ACTIONS.special]: FOLLOW_MSG.special,
  [FOLLOW_ACTIONS.unspecial]: FOLLOW_MSG.unspecial,
} as Record<number, string>;

export async function followRoutes(app: FastifyInstance) {
  const r = typed(app);
  const follows = app.services.follows;

  r.post(
    '/api/v1/user/fans/follow',
    { schema: { body: followBody, response: replies(followStateSchema) } },
    async (req) => {
      const user = await req.requireUser();
      const { user_id, type } = req.body;
      return ok(await follows.follow(user.id, user_id, type), ACTION_MSG[type]);
    },
  );

  r.post(
    '/api/v1/user/fans/follow-list',
    { schema: { body: followListBody, response: replies(pageSchema(userCardSchema)) } },
    async (req) => {
      const b = req.body;
      // Without user_id it is the viewer's own list, which needs a login.
      const viewer = b.user_id ? await viewerIdOf(req) : (await req.requireUser()).id;
      return ok(await follows.list(b.user_id ?? viewer!, b.type, b, viewer));
    },
  );

  r.post(
    '/api/v1/user/fans/suggest',
    { schema: { response: replies(followSuggestionsSchema) } },
    async (req) => ok(await follows.suggestions((await req.requireUser()).id)),
  );

  r.post(
    '/api/v1/user/homepage',
    { schema: { body: userIdBody, response: replies(userHomeSchema) } },
    async (req) => ok(await follows.home(req.body.user_id, await viewerIdOf(req))),
  );

  r.post(
    '/api/v2/user/article/homepage',
    { schema: { body: homeArticlesBody, response: replies(pageSchema(homePostItemSchema)) } },
    async (req) => {
      const b = req.body;
      const paging = listPaging(req, { ...b, order: ORDERS.publish });
      return ok(await follows.homeArticles(b.user_id, b.type, paging, await viewerIdOf(req)));
    },
  );

  r.post(
    '/api/v2/user/article/follow',
    { schema: { body: followFeedBody, response: replies(pageSchema(postItemSchema)) } },
    async (req) => {
      const user = await req.requireUser();
      const b = req.body;
      return ok(await follows.feed(user.id, b.type, listPaging(req, { ...b, order: ORDERS.publish })));
    },
  );
}
