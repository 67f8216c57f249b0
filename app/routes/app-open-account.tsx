/** /app-open-account (SPEC §2): /open-account for the app's web view, with no site chrome. */
import { SITE_NAME } from '@common/constants';
import { loadBrokers } from '~/features/broker/broker-loader.server';
import { BrokerList } from '~/features/broker/broker-parts';
import type { Route } from './+types/app-open-account';

export const loader = (args: Route.LoaderArgs) => loadBrokers(args);

export const meta: Route.MetaFunction = () => [{ title: `券商开户 - ${SITE_NAME}` }];

export default function AppOpenAccount({ loaderData }: Route.ComponentProps) {
  return (
    <main className="broker-page broker-app">
      <BrokerList brokers={loaderData.brokers} base="/app-open-account" />
    </main>
  );
}
