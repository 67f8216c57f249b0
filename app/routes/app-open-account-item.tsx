/** /app-open-account/{account_item_id} (SPEC §2): an offer in the app's web view, with no site chrome. */
import { SITE_NAME } from '@common/constants';
import { loadOffer } from '~/features/broker/broker-loader.server';
import { OfferDetail } from '~/features/broker/broker-parts';
import type { Route } from './+types/app-open-account-item';

export const loader = (args: Route.LoaderArgs) => loadOffer(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.item.title} - ${SITE_NAME}` : SITE_NAME },
];

export default function AppOpenAccountItem({ loaderData }: Route.ComponentProps) {
  return (
    <main className="broker-page broker-app">
      <OfferDetail item={loaderData.item} base="/app-open-account" />
    </main>
  );
}
