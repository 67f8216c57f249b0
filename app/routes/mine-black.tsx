/** /mine/black: the blacklist (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { BlockedList } from '~/features/blocks/blocked-list';
import { LoginNeeded } from '~/features/editor/login-needed';
import { loadMyBlocks } from '~/features/member/member-loader.server';
import type { Route } from './+types/mine-black';

export const loader = (args: Route.LoaderArgs) => loadMyBlocks(args);

export const meta: Route.MetaFunction = () => [{ title: `黑名单 - ${SITE_NAME}` }];

export default function MineBlack({ loaderData }: Route.ComponentProps) {
  const { blocked, page } = loaderData;
  if (!blocked) return <LoginNeeded title="登录后查看黑名单" />;
  return (
    <BlockedList users={blocked.result} page={page} pageSize={blocked.pageSize} total={blocked.totalCount} />
  );
}
