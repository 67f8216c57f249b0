import type { FastifyInstance } from 'fastify';
import {
  OPINION_MSG,
  opinionConsoleItemSchema,
  opinionConsoleListBody,
  opinionEditBody,
  opinionFavoriteBody,
  opinionFavoriteSchema,
  opinionListBody,
  opinionPageSchema,
  opinionQuestionBody,
  opinionQuestionFields,
  opinionQuestionSchema,
  opinionVoteBody,
} from '../../../common/opinion';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed, viewerIdOf } from '../../lib/route';
import { actorOf } from '../console/console-guard';

const PREFIX = '/api/v1/article/market/opinion';

/** The daily opinion vote (SPEC §7 "Market opinion"; docs/api/opinion.md) and its console calls. */
export async function opinionRoutes(app: FastifyInstance) {
  const r = typed(app);
  const opinion = app.services.opinion;

  r.post(
    `${PREFIX}/today`,
    { schema: { response: replies(opinionQuestionSchema.nullable()) } },
    async (req) => ok(await opinion.today(await viewerIdOf(req))),
  );

  r.post(
    `${PREFIX}/detail`,
    { schema: { body: opinionQuestionBody, response: replies(opinionQuestionSchema) } },
    async (req) => ok(await opinion.detail(req.body.question_id, await viewerIdOf(req))),
  );

  r.post(
    `${PREFIX}/list`,
    { schema: { body: opinionListBody, response: replies(opinionPageSchema) } },
    async (req) => {
      // 我的收藏 is the member's own list: a visitor is asked to log in rather than shown everything.
      const viewerId = req.body.favorite ? (await req.requireUser()).id : await viewerIdOf(req);
      return ok(await opinion.list(req.body, viewerId));
    },
  );

  r.post(
    `${PREFIX}/vote-question`,
    { schema: { body: opinionVoteBody, response: replies(opinionQuestionSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await opinion.vote(user.id, req.body), OPINION_MSG.voted);
    },
  );

  r.post(
    `${PREFIX}/vote-favorite`,
    { schema: { body: opinionFavoriteBody, response: replies(opinionFavoriteSchema) } },
    async (req) => {
      const user = await req.requireUser();
      const marked = await opinion.favorite(user.id, req.body.question_id, req.body.favorite);
      return ok(marked, marked.is_favorite ? OPINION_MSG.favorited : OPINION_MSG.unfavorited);
    },
  );

  // The console (config.console: the guard checks the system user's permission before anything else).
  const manage = { console: 'opinion.manage' } as const;

  r.post(
    '/api/console/opinion/list',
    {
      config: manage,
      schema: { body: opinionConsoleListBody, response: replies(pageSchema(opinionConsoleItemSchema)) },
    },
    async (req) => ok(await opinion.consoleList(req.body)),
  );

  r.post(
    '/api/console/opinion/add',
    { config: manage, schema: { body: opinionQuestionFields, response: replies(opinionConsoleItemSchema) } },
    async (req) => ok(await opinion.add(actorOf(req), req.body), OPINION_MSG.added),
  );

  r.post(
    '/api/console/opinion/update',
    { config: manage, schema: { body: opinionEditBody, response: replies(opinionConsoleItemSchema) } },
    async (req) => {
      const { question_id, ...fields } = req.body;
      return ok(await opinion.edit(actorOf(req), question_id, fields), OPINION_MSG.updated);
    },
  );

  r.post(
    '/api/console/opinion/delete',
    { config: manage, schema: { body: opinionQuestionBody, response: emptyReply } },
    async (req) => {
      await opinion.remove(actorOf(req), req.body.question_id);
      return ok(null, OPINION_MSG.deleted);
    },
  );
}
