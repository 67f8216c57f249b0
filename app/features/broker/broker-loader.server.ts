/** Loaders of the open-account pages (DESIGN §3: services in-process); nothing depends on the viewer. */
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { orNotFound } from '~/lib/loader-helpers.server';

type Args = Pick<LoaderFunctionArgs, 'params'> & { context: AppLoadContext };

const ID = /^[1-9]\d{0,15}$/;

export async function loadBrokers({ context }: Args) {
  return { brokers: await context.services.brokers.detail() };
}

/** A live offer, or the 404 page (disabled, expired or unknown). */
export async function loadOffer({ params, context }: Args) {
  if (!ID.test(params.account_item_id ?? '')) throw data(null, { status: 404 });
  const id = Number(params.account_item_id);
  return { item: await orNotFound(() => context.services.brokers.item(id)) };
}
