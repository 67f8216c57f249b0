/**
 * /h5/mine/<name>: the member centre on a phone (SPEC §2 /mine/*), and /h5/mine/{userId}[/{tab}], where a
 * phone lands from the legacy /user/mine/{userId}/{tab}: that member's home.
 */
import { SITE_NAME } from '@common/constants';
import type { ReactNode } from 'react';
import { MyActionsList, MyDraftsList, MyPostsList } from '~/h5/mine/centre-lists';
import { loadCentre } from '~/h5/mine/centre-loader.server';
import { CENTRE_TITLES } from '~/h5/mine/centre-pages';
import { LoginPrompt } from '~/h5/mine/login-prompt';
import { BlackList, CareList } from '~/h5/mine/people-lists';
import { ProfileForm } from '~/h5/mine/profile-form';
import { H5Settings, PowerList } from '~/h5/mine/settings';
import { H5UserHome } from '~/h5/mine/user-home';
import { H5EnergyPage, H5IntegralPage, H5WalletPage } from '~/h5/money/money-pages';
import type { ListPage } from '~/h5/posts/use-paged-list';
import type { H5Handle } from '~/h5/shell/route-handle';
import type { Route } from './+types/h5-mine-centre';

export const handle: H5Handle = { h5TabBar: true };

export const loader = (args: Route.LoaderArgs) => loadCentre(args);

type Data = Route.ComponentProps['loaderData'];

function titleOf(data: Data): string {
  if (data.name === 'home') return `${data.home.home.nickname}的主页`;
  if (data.name === 'care') {
    if (data.owner) return `${data.owner.nickname}的${data.kind === 'follow' ? '关注' : '粉丝'}`;
    return data.kind === 'follow' ? '我的关注' : '我的粉丝';
  }
  return CENTRE_TITLES[data.name];
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${titleOf(loaderData)} - ${SITE_NAME}` : SITE_NAME },
];

function page(data: Exclude<Data, { name: 'home' }>): ReactNode {
  const first = <T,>(page: ListPage<T>) => ({ page, pageTime: data.pageTime });
  switch (data.name) {
    case 'article':
      return data.posts && <MyPostsList key={data.tab} tab={data.tab} initial={first(data.posts)} />;
    case 'action':
      return data.items && <MyActionsList key={data.tab} tab={data.tab} initial={first(data.items)} />;
    case 'draft':
      return data.drafts && <MyDraftsList initial={first(data.drafts)} pageSize={data.drafts.pageSize} />;
    case 'info':
      return (
        data.profile && (
          <ProfileForm
            key={data.profile.nickname}
            profile={data.profile}
            provinces={data.provinces}
            cities={data.cities}
          />
        )
      );
    case 'care':
      return (
        data.users && (
          <CareList
            key={`${data.owner?.user_id}:${data.kind}`}
            kind={data.kind}
            owner={data.owner}
            initial={first(data.users)}
            pageSize={data.users.pageSize}
          />
        )
      );
    case 'black':
      return data.blocked && <BlackList initial={first(data.blocked)} pageSize={data.blocked.pageSize} />;
    case 'power':
      return data.powers && <PowerList powers={data.powers} />;
    case 'settings':
      return <H5Settings />;
    case 'wellat':
    case 'reward':
    case 'energy': {
      const { balances, statement } = data;
      if (!balances || !statement) return null;
      const money = { ...data, balances, statement };
      if (money.name === 'reward') return <H5IntegralPage data={money} />;
      return money.name === 'wellat' ? <H5WalletPage data={money} /> : <H5EnergyPage data={money} />;
    }
  }
}

export default function H5MineCentre({ loaderData }: Route.ComponentProps) {
  if (loaderData.name === 'home') {
    return <H5UserHome key={loaderData.home.home.user_id} data={loaderData.home} />;
  }
  const title = titleOf(loaderData);
  // Settings work for visitors too (the preferences are cookies); everything else is the member's own.
  const content = page(loaderData);
  return (
    <section className="h5-mine-page">
      <h1 className="h5-mine-page-title">{title}</h1>
      {content ?? <LoginPrompt title={`登录后查看${title}`} />}
    </section>
  );
}
