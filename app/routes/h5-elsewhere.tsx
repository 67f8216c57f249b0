/** The /h5 pages of app/h5/elsewhere-pages.ts, until their features' issues build them (issue 13 item 7). */
import { SITE_NAME } from '@common/constants';
import { data } from 'react-router';
import { H5ElsewhereView } from '~/h5/elsewhere/elsewhere-page';
import { h5ElsewherePage } from '~/h5/elsewhere-pages';
import type { Route } from './+types/h5-elsewhere';

/** The leaf route's id names the page; one module serves every entry of the table. */
const pageOf = (matches: readonly ({ id: string } | undefined)[]) =>
  h5ElsewherePage(matches.at(-1)?.id ?? '');

export const meta: Route.MetaFunction = ({ matches }) => {
  const page = pageOf(matches);
  return [{ title: page ? `${page.title} - ${SITE_NAME}` : SITE_NAME }];
};

export default function H5Elsewhere({ matches, params }: Route.ComponentProps) {
  const page = pageOf(matches);
  if (!page) throw data(null, { status: 404 });
  return <H5ElsewhereView page={page} desktopPath={page.desktopPath(params)} />;
}
