import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACTION_LIMITS,
  ACTION_MSG,
  actionCountBody,
  actionCountSchema,
  actionDaySchema,
  actionDaysBody,
  actionDiagramBody,
  actionDraftRowSchema,
  actionFieldBody,
  actionFieldSchema,
  actionListBody,
  actionRowSchema,
  consoleActionDayBody,
  consoleActionDaySchema,
  consoleActionImportBody,
  consoleActionPublishBody,
  consoleCalendarAddBody,
  consoleCalendarListBody,
  consoleCalendarRemoveBody,
  holidaySchema,
  isCalendarDay,
} from '../../../common/action';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed } from '../../lib/route';
import { AnswerCache } from './answer-cache';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const DIAGRAM_FILE = /^(\d{4}-\d{2}-\d{2})-v(\d{1,9})\.png$/;

/**
 * 异动 (SPEC §7 "Actions"; REFERENCE.md shapes; docs/api/actions.md): the public calls, the overview image,
 * and the console's editing and trading-calendar calls (config.console: the guard checks the role).
 */
export async function marketRoutes(app: FastifyInstance) {
  const r = typed(app);
  const actions = app.services.actions;
  // The big reads' whole answers, shared by every reader (answer-cache.ts).
  const answers = new AnswerCache();

  r.post(
    '/api/v1/action/count-pc',
    { schema: { body: actionCountBody, response: replies(actionCountSchema) } },
    async (req) => ok(await actions.count(req.body.date)),
  );

  // Login required, as on the real site (REFERENCE.md); the pages read the same data in-process.
  r.post(
    '/api/v1/action/field',
    { schema: { body: actionFieldBody, response: replies(z.array(actionFieldSchema)) } },
    async (req, reply) => {
      await req.requireUser();
      const date = req.body.date;
      return answers.send(req, reply, `${actions.epoch}:field:${date ?? ''}`, async () =>
        ok(await actions.fields(date)),
      );
    },
  );

  r.post(
    '/api/v1/action/list',
    { schema: { body: actionListBody, response: replies(pageSchema(actionRowSchema)) } },
    async (req, reply) => {
      const b = req.body;
      const key = `${actions.epoch}:list:${b.action_field_id}:${b.start}:${b.limit}:${b.sort_price}${b.sort_range}${b.sort_time}`;
      return answers.send(req, reply, key, async () =>
        ok(
          await actions.list({
            fieldId: b.action_field_id,
            start: b.start,
            limit: b.limit,
            sortPrice: b.sort_price,
            sortRange: b.sort_range,
            sortTime: b.sort_time,
          }),
        ),
      );
    },
  );

  r.post(
    '/api/v1/action/diagram-url',
    { schema: { body: actionDiagramBody, response: replies(z.string()) } },
    async (req) => ok(await actions.diagramUrl(req.body.date)),
  );

  r.post(
    '/api/v1/action/days',
    { schema: { body: actionDaysBody, response: replies(pageSchema(actionDaySchema)) } },
    async (req) => ok(await actions.days(req.body.start, req.body.limit)),
  );

  // The image is a plain GET outside /api, as an <img> fetches it (no signature); its URL carries the
  // day's version, so it is immutable and a re-publish gives a new URL.
  r.get(
    '/action-diagram/:file',
    { schema: { params: z.object({ file: z.string().max(40) }) } },
    async (req, reply) => {
      const m = DIAGRAM_FILE.exec(req.params.file);
      if (!m || !isCalendarDay(m[1])) return reply.callNotFound();
      const found = await actions.diagram(m[1]);
      if (!found) return reply.callNotFound();
      if (found.version !== Number(m[2])) {
        return reply.redirect(`/action-diagram/${m[1]}-v${found.version}.png`, 302);
      }
      return reply
        .type('image/png')
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(found.png);
    },
  );

  // ---- Console ----

  r.post(
    '/api/console/action/day',
    {
      config: { console: 'action.manage' },
      schema: { body: consoleActionDayBody, response: replies(consoleActionDaySchema) },
    },
    async (req) => ok(await actions.consoleDay(req.body.date)),
  );

  r.post(
    '/api/console/action/publish',
    {
      config: { console: 'action.manage' },
      // Rows of up to ACTION_LIMITS.rows with long analyses.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        body: consoleActionPublishBody,
        response: replies(
          z.object({
            date: z.string(),
            field_count: z.number(),
            stock_count: z.number(),
            version: z.number(),
          }),
        ),
      },
    },
    async (req) =>
      ok(
        await actions.publish(
          req.sysActor!,
          req.body.date,
          req.body.rows.map((row, i) => ({ line: i + 1, row })),
        ),
        ACTION_MSG.published,
      ),
  );

  r.post(
    '/api/console/action/import',
    {
      config: { console: 'action.manage' },
      // The base64 of a file of ACTION_LIMITS.fileBytes, plus the JSON around it.
      bodyLimit: Math.ceil((ACTION_LIMITS.fileBytes * 4) / 3) + 4096,
      schema: {
        body: consoleActionImportBody,
        response: replies(
          z.object({ rows: z.array(actionDraftRowSchema), published: z.boolean(), version: z.number() }),
        ),
      },
    },
    async (req) => {
      const done = await actions.importSheet(req.sysActor!, req.body);
      return ok(done, done.published ? ACTION_MSG.published : '文件已解析，请预览后发布');
    },
  );

  r.post(
    '/api/console/action/unpublish',
    { config: { console: 'action.manage' }, schema: { body: consoleActionDayBody, response: emptyReply } },
    async (req) => {
      await actions.unpublish(req.sysActor!, req.body.date);
      return ok(null, ACTION_MSG.unpublished);
    },
  );

  r.post(
    '/api/console/calendar/list',
    {
      config: { console: 'action.manage' },
      schema: { body: consoleCalendarListBody, response: replies(z.array(holidaySchema)) },
    },
    async (req) => ok(await actions.holidays(req.body.year)),
  );

  r.post(
    '/api/console/calendar/add',
    { config: { console: 'action.manage' }, schema: { body: consoleCalendarAddBody, response: emptyReply } },
    async (req) => {
      await actions.addHoliday(req.sysActor!, req.body.date, req.body.name);
      return ok(null, ACTION_MSG.holidayAdded);
    },
  );

  r.post(
    '/api/console/calendar/remove',
    {
      config: { console: 'action.manage' },
      schema: { body: consoleCalendarRemoveBody, response: emptyReply },
    },
    async (req) => {
      await actions.removeHoliday(req.sysActor!, req.body.date);
      return ok(null, ACTION_MSG.holidayRemoved);
    },
  );
}
