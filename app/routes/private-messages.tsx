/** /notices/private and /notices/private?u={userId} (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { loadPrivateMessages } from '~/features/messages/messages-loader.server';
import { PrivateMessagesPage } from '~/features/messages/private-messages-page';
import type { Route } from './+types/private-messages';

export const loader = (args: Route.LoaderArgs) => loadPrivateMessages(args);

export const meta: Route.MetaFunction = () => [{ title: `私信 - ${SITE_NAME}` }];

export default function PrivateMessages({ loaderData }: Route.ComponentProps) {
  return <PrivateMessagesPage data={loaderData} />;
}
