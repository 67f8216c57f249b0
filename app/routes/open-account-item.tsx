/** /open-account/{account_item_id} (SPEC §2): one offer, its steps and 去开户 (through /url/middleware). */
import { SITE_NAME } from '@common/constants';
import { loadOffer } from '~/features/broker/broker-loader.server';
import { OfferDetail } from '~/features/broker/broker-parts';
import type { Route } from './+types/open-account-item';

export const loader = (args: Route.LoaderArgs) => loadOffer(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.item.title} - 券商开户 - ${SITE_NAME}` : SITE_NAME },
];

export default function OpenAccountItem({ loaderData }: Route.ComponentProps) {
  return (
    <section className="panel broker-page">
      <OfferDetail item={loaderData.item} base="/open-account" />
    </section>
  );
}
