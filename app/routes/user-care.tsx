/** /user/care?id={userId}&type=follow|fans: anyone's follow and fan lists, open to visitors (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { CareList } from '~/features/member/care-list';
import { loadUserCare } from '~/features/member/member-loader.server';
import type { Route } from './+types/user-care';
import '~/features/member/member.css';

export const loader = (args: Route.LoaderArgs) => loadUserCare(args);

const titleOf = (nickname: string, kind: 'follow' | 'fans') =>
  `${nickname}的${kind === 'follow' ? '关注' : '粉丝'}`;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${titleOf(loaderData.owner.nickname, loaderData.kind)} - ${SITE_NAME}` : SITE_NAME },
];

export default function UserCare({ loaderData }: Route.ComponentProps) {
  const { kind, page, owner, users } = loaderData;
  return (
    <CareList
      key={`${owner.user_id}:${kind}`}
      title={titleOf(owner.nickname, kind)}
      kind={kind}
      hrefOf={(k) => `/user/care?id=${owner.user_id}&type=${k}`}
      page={page}
      users={users}
    />
  );
}
