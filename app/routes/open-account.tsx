/** /open-account (SPEC §2): the partner brokers and their account-opening offers. */
import { SITE_NAME } from '@common/constants';
import { loadBrokers } from '~/features/broker/broker-loader.server';
import { BrokerList } from '~/features/broker/broker-parts';
import type { Route } from './+types/open-account';

export const loader = (args: Route.LoaderArgs) => loadBrokers(args);

export const meta: Route.MetaFunction = () => [{ title: `券商开户 - ${SITE_NAME}` }];

export default function OpenAccount({ loaderData }: Route.ComponentProps) {
  return (
    <section className="panel broker-page">
      <BrokerList brokers={loaderData.brokers} base="/open-account" />
    </section>
  );
}
