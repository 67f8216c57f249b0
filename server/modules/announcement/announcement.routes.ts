import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ANNOUNCEMENT_MSG,
  announcementFilterBody,
  announcementIdBody,
  announcementItemSchema,
  announcementSearchBody,
  IMPORT_MAX_BYTES,
  importBody,
  importResultSchema,
  qaIdBody,
  qaItemSchema,
  qaSearchBody,
  sidebarAnnouncementSchema,
  sidebarLinkAddBody,
  sidebarLinkIdBody,
  sidebarLinkSchema,
  sidebarLinkUpdateBody,
} from '../../../common/announcement';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { emptyReply, replies, typed, viewerIdOf, viewerKeyOf } from '../../lib/route';
import { actorOf } from '../console/console-guard';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Announcements and 互动易 Q&A (SPEC §7 "Tools"; docs/api/announcements.md). */
export async function announcementRoutes(app: FastifyInstance) {
  const r = typed(app);
  const announcements = app.services.announcements;

  r.post(
    '/api/v1/tool/announcement/search',
    { schema: { body: announcementSearchBody, response: replies(pageSchema(announcementItemSchema)) } },
    async (req) => ok(await announcements.search(req.body)),
  );

  // A file download: the workbook itself, not an envelope (errors still answer the envelope).
  r.post(
    '/api/v1/tool/announcement/search/export',
    { schema: { body: announcementFilterBody } },
    async (req, reply) => {
      const viewer = await viewerIdOf(req);
      const file = await announcements.export(req.body, viewerKeyOf(viewer, req));
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="announcements.xlsx"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'no-store')
        .header('x-export-rows', String(file.rows))
        .send(file.body);
    },
  );

  r.post(
    '/api/v1/tool/announcement/detail',
    { schema: { body: announcementIdBody, response: replies(announcementItemSchema) } },
    async (req) => ok(await announcements.detail(req.body.id)),
  );

  r.post(
    '/api/v1/tool/interaction/search',
    { schema: { body: qaSearchBody, response: replies(pageSchema(qaItemSchema)) } },
    async (req) => ok(await announcements.qaSearch(req.body)),
  );

  r.post(
    '/api/v1/tool/interaction/detail',
    { schema: { body: qaIdBody, response: replies(qaItemSchema) } },
    async (req) => ok(await announcements.qaDetail(req.body.id)),
  );

  r.post(
    '/api/v2/article/announcement',
    { schema: { response: replies(z.array(sidebarAnnouncementSchema)) } },
    async () => ok(await announcements.sidebar()),
  );

  // Console: imports (announcement.manage) and the sidebar's links (site.manage), each audited.

  r.post(
    '/api/console/announcement/import',
    {
      config: { console: 'announcement.manage' },
      // The file travels as JSON text: room for its escaping on top of the file limit.
      bodyLimit: IMPORT_MAX_BYTES * 2,
      schema: { body: importBody, response: replies(importResultSchema) },
    },
    async (req) => {
      const { kind, filename, content } = req.body;
      if (Buffer.byteLength(content) > IMPORT_MAX_BYTES) throw badRequest(ANNOUNCEMENT_MSG.importTooLarge);
      return ok(await announcements.importFile(kind, filename, content, actorOf(req)));
    },
  );

  r.post(
    '/api/console/sidebar-link/list',
    { config: { console: 'site.manage' }, schema: { response: replies(z.array(sidebarLinkSchema)) } },
    async () => ok(await announcements.links()),
  );

  r.post(
    '/api/console/sidebar-link/add',
    {
      config: { console: 'site.manage' },
      schema: { body: sidebarLinkAddBody, response: replies(sidebarLinkSchema) },
    },
    async (req) => {
      const { title, link, sort_order, enabled } = req.body;
      return ok(await announcements.addLink(actorOf(req), { title, link, sortOrder: sort_order, enabled }));
    },
  );

  r.post(
    '/api/console/sidebar-link/update',
    {
      config: { console: 'site.manage' },
      schema: { body: sidebarLinkUpdateBody, response: replies(sidebarLinkSchema) },
    },
    async (req) => {
      const { id, title, link, sort_order, enabled } = req.body;
      return ok(
        await announcements.updateLink(actorOf(req), id, { title, link, sortOrder: sort_order, enabled }),
      );
    },
  );

  r.post(
    '/api/console/sidebar-link/delete',
    { config: { console: 'site.manage' }, schema: { body: sidebarLinkIdBody, response: emptyReply } },
    async (req) => {
      await announcements.deleteLink(actorOf(req), req.body.id);
      return ok(null);
    },
  );
}
