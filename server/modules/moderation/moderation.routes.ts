import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  articleIdBody,
  banBody,
  commentIdBody,
  complaintListBody,
  complaintResolveBody,
  MODERATION_MSG,
  memberFindBody,
  unbanBody,
  wordRemoveBody,
  wordsAddBody,
} from '../../../common/moderation';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/route';
import { actorOf } from '../console/console-guard';

const pageBody = z.object({
  start: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

/**
 * The console's moderation calls (docs/api/console.md, "Moderation and site content"): the review queue,
 * complaints, hiding and restoring posts and comments, banning members, the sensitive-word list. Each
 * declares its permission; the console guard enforces it.
 */
export async function moderationRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { moderation, bans, words } = app.services;
  const review = { config: { console: 'review.manage' as const } };
  const ban = { config: { console: 'member.ban' as const } };
  const wordsManage = { config: { console: 'words.manage' as const } };

  // ---- review queue and complaints (review.manage) ----
  r.post('/api/console/review/list', { ...review, schema: { body: pageBody } }, async (req) =>
    ok(await moderation.reviewQueue(req.body.start, req.body.limit)),
  );
  r.post('/api/console/review/approve', { ...review, schema: { body: articleIdBody } }, async (req) => {
    await moderation.approve(actorOf(req), req.body.article_id);
    return ok(null, MODERATION_MSG.approved);
  });
  r.post('/api/console/review/reject', { ...review, schema: { body: articleIdBody } }, async (req) => {
    await moderation.reject(actorOf(req), req.body.article_id);
    return ok(null, MODERATION_MSG.rejected);
  });
  r.post('/api/console/post/find', { ...review, schema: { body: articleIdBody } }, async (req) =>
    ok(await moderation.findPost(req.body.article_id)),
  );
  r.post('/api/console/post/hide', { ...review, schema: { body: articleIdBody } }, async (req) => {
    await moderation.hidePost(actorOf(req), req.body.article_id);
    return ok(null, MODERATION_MSG.hidden);
  });
  r.post('/api/console/post/restore', { ...review, schema: { body: articleIdBody } }, async (req) => {
    await moderation.restorePost(actorOf(req), req.body.article_id);
    return ok(null, MODERATION_MSG.restored);
  });
  r.post('/api/console/comment/find', { ...review, schema: { body: commentIdBody } }, async (req) =>
    ok(await moderation.findComment(req.body.comment_id)),
  );
  r.post('/api/console/comment/hide', { ...review, schema: { body: commentIdBody } }, async (req) => {
    await moderation.hideComment(actorOf(req), req.body.comment_id);
    return ok(null, MODERATION_MSG.hidden);
  });
  r.post('/api/console/comment/restore', { ...review, schema: { body: commentIdBody } }, async (req) => {
    await moderation.restoreComment(actorOf(req), req.body.comment_id);
    return ok(null, MODERATION_MSG.restored);
  });
  r.post('/api/console/complaint/list', { ...review, schema: { body: complaintListBody } }, async (req) =>
    ok(await moderation.complaints(req.body.status, req.body.start, req.body.limit)),
  );
  r.post(
    '/api/console/complaint/resolve',
    { ...review, schema: { body: complaintResolveBody } },
    async (req) => {
      await moderation.resolveComplaint(actorOf(req), req.body.id, req.body.action);
      return ok(null, req.body.action === 'hide' ? MODERATION_MSG.hidden : MODERATION_MSG.dismissed);
    },
  );

  // ---- members (member.ban) ----
  r.post('/api/console/member/find', { ...ban, schema: { body: memberFindBody } }, async (req) =>
    ok(await bans.find(req.body.keyword)),
  );
  r.post('/api/console/member/banned', { ...ban }, async () => ok(await bans.banned()));
  r.post('/api/console/member/ban', { ...ban, schema: { body: banBody } }, async (req) =>
    ok(
      await bans.ban(actorOf(req), req.body.user_id, req.body.reason, req.body.until),
      MODERATION_MSG.banned,
    ),
  );
  r.post('/api/console/member/unban', { ...ban, schema: { body: unbanBody } }, async (req) =>
    ok(await bans.unban(actorOf(req), req.body.user_id), MODERATION_MSG.unbanned),
  );

  // ---- sensitive words (words.manage) ----
  r.post('/api/console/words/list', { ...wordsManage }, async () => ok(await words.list()));
  r.post('/api/console/words/add', { ...wordsManage, schema: { body: wordsAddBody } }, async (req) =>
    ok({ added: await words.add(actorOf(req), req.body.words) }, MODERATION_MSG.wordsAdded),
  );
  r.post('/api/console/words/remove', { ...wordsManage, schema: { body: wordRemoveBody } }, async (req) => {
    await words.remove(actorOf(req), req.body.word);
    return ok(null, MODERATION_MSG.wordRemoved);
  });
}
