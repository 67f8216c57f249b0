import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageSchema } from '../../../common/post';
import {
  TIMELINE_MSG,
  timelineArticleBody,
  timelineConsoleItemSchema,
  timelineConsoleListBody,
  timelineDaySchema,
  timelineEditBody,
  timelineEventFields,
  timelineGrantBody,
  timelineGrantSchema,
  timelineGrantsBody,
  timelineListBody,
  timelineNewsBody,
  timelineNewsDaySchema,
  timelinePermissionSchema,
  timelinePublishedSchema,
} from '../../../common/timeline';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed } from '../../lib/route';
import { actorOf } from '../console/console-guard';

/** The timeline (SPEC §7 "Timeline"; docs/api/timeline.md) and its console calls. */
export async function timelineRoutes(app: FastifyInstance) {
  const r = typed(app);
  const timeline = app.services.timeline;

  r.post(
    '/api/v1/timeline/list',
    { schema: { body: timelineListBody, response: replies(z.array(timelineDaySchema)) } },
    async (req) => ok(await timeline.list(req.body)),
  );

  r.post(
    '/api/v1/timeline/news',
    { schema: { body: timelineNewsBody, response: replies(z.array(timelineNewsDaySchema)) } },
    async (req) => ok(await timeline.news(req.body.limit)),
  );

  r.post(
    '/api/v1/timeline/permission',
    { schema: { response: replies(timelinePermissionSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok({ can_publish: await timeline.canPublish(user.id) });
    },
  );

  r.post(
    '/api/v1/timeline/add',
    { schema: { body: timelineEventFields, response: replies(timelinePublishedSchema) } },
    async (req) => {
      const user = await req.requireUser();
      const added = await timeline.publish(user.id, req.body);
      return ok(added, added.status === 2 ? TIMELINE_MSG.published : TIMELINE_MSG.inReview);
    },
  );

  // The console (config.console: the guard checks the system user's permission before anything else).
  const manage = { console: 'timeline.manage' } as const;

  r.post(
    '/api/console/timeline/list',
    {
      config: manage,
      schema: { body: timelineConsoleListBody, response: replies(pageSchema(timelineConsoleItemSchema)) },
    },
    async (req) => ok(await timeline.consoleList(req.body)),
  );

  r.post(
    '/api/console/timeline/add',
    { config: manage, schema: { body: timelineEventFields, response: replies(timelinePublishedSchema) } },
    async (req) => ok(await timeline.add(actorOf(req), req.body), TIMELINE_MSG.published),
  );

  r.post(
    '/api/console/timeline/edit',
    { config: manage, schema: { body: timelineEditBody, response: replies(timelinePublishedSchema) } },
    async (req) => {
      const { article_id, ...fields } = req.body;
      return ok(await timeline.edit(actorOf(req), article_id, fields), TIMELINE_MSG.updated);
    },
  );

  r.post(
    '/api/console/timeline/delete',
    { config: manage, schema: { body: timelineArticleBody, response: emptyReply } },
    async (req) => {
      await timeline.remove(actorOf(req), req.body.article_id);
      return ok(null, TIMELINE_MSG.deleted);
    },
  );

  r.post(
    '/api/console/timeline/grants',
    {
      config: manage,
      schema: { body: timelineGrantsBody, response: replies(pageSchema(timelineGrantSchema)) },
    },
    async (req) => ok(await timeline.grants(req.body)),
  );

  r.post(
    '/api/console/timeline/grant',
    { config: manage, schema: { body: timelineGrantBody, response: emptyReply } },
    async (req) => {
      await timeline.grant(actorOf(req), req.body.user_id);
      return ok(null, TIMELINE_MSG.granted);
    },
  );

  r.post(
    '/api/console/timeline/revoke',
    { config: manage, schema: { body: timelineGrantBody, response: emptyReply } },
    async (req) => {
      await timeline.revoke(actorOf(req), req.body.user_id);
      return ok(null, TIMELINE_MSG.revoked);
    },
  );
}
