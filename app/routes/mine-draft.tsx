/** /mine/draft: the member's drafts (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { DraftList } from '~/features/editor/draft-list';
import { loadDraftsPage } from '~/features/editor/editor-loader.server';
import { LoginNeeded } from '~/features/editor/login-needed';
import type { Route } from './+types/mine-draft';

export const loader = (args: Route.LoaderArgs) => loadDraftsPage(args);

export const meta: Route.MetaFunction = () => [{ title: `草稿箱 - ${SITE_NAME}` }];

export default function MineDraft({ loaderData }: Route.ComponentProps) {
  const { drafts, page } = loaderData;
  if (!drafts) return <LoginNeeded title="登录后查看草稿" />;
  return (
    <DraftList drafts={drafts.result} page={page} pageSize={drafts.pageSize} total={drafts.totalCount} />
  );
}
