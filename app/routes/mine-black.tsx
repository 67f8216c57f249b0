/** /mine/black: the blacklist (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { BlockedList } from '~/features/blocks/blocked-list';
import { LoginNeeded } from '~/features/editor/login-needed';
import type { Route } from './+types/mine-black';

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.min(200, Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1));
  if (!context.user) return { page, blocked: null };
  return {
    page,
    blocked: await context.services.blocks.list(context.user.user_id, { start: page, limit: PAGE_SIZE }),
  };
}

export const meta: Route.MetaFunction = () => [{ title: `黑名单 - ${SITE_NAME}` }];

export default function MineBlack({ loaderData }: Route.ComponentProps) {
  const { blocked, page } = loaderData;
  if (!blocked) return <LoginNeeded title="登录后查看黑名单" />;
  return <BlockedList users={blocked.result} page={page} pageSize={PAGE_SIZE} total={blocked.totalCount} />;
}
