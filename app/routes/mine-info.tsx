/** /mine/info: the member's nickname, avatar, profile and area (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { loadMyProfile } from '~/features/member/member-loader.server';
import { ProfileForm } from '~/features/member/profile-form';
import type { Route } from './+types/mine-info';

export const loader = (args: Route.LoaderArgs) => loadMyProfile(args);

export const meta: Route.MetaFunction = () => [{ title: `个人资料 - ${SITE_NAME}` }];

export default function MineInfo({ loaderData }: Route.ComponentProps) {
  const { profile, provinces, cities } = loaderData;
  return (
    profile && (
      <section className="panel mine-page">
        <h1>个人资料</h1>
        <ProfileForm profile={profile} provinces={provinces} cities={cities} />
      </section>
    )
  );
}
