/** /mine/care?type=follow|fans: whom the member follows, and their fans (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { CareList } from '~/features/member/care-list';
import { loadMyCare } from '~/features/member/member-loader.server';
import { mineCareHref } from '~/features/member/member-nav';
import type { Route } from './+types/mine-care';

export const loader = (args: Route.LoaderArgs) => loadMyCare(args);

export const meta: Route.MetaFunction = () => [{ title: `关注与粉丝 - ${SITE_NAME}` }];

export default function MineCare({ loaderData }: Route.ComponentProps) {
  const { kind, page, users } = loaderData;
  return (
    users && (
      <CareList
        key={kind}
        title={kind === 'follow' ? '我的关注' : '我的粉丝'}
        kind={kind}
        hrefOf={mineCareHref}
        page={page}
        users={users}
      />
    )
  );
}
