import { SITE_NAME } from '@common/constants';
import { isProtocolType, PROTOCOLS } from '@common/legal';
import { data } from 'react-router';
import { LegalDocument } from '~/features/legal/legal-document';
import type { Route } from './+types/protocol';

export function loader({ params }: Route.LoaderArgs) {
  if (!isProtocolType(params.type)) throw data(null, { status: 404 });
  return { type: params.type };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${PROTOCOLS[loaderData.type].title} - ${SITE_NAME}` : SITE_NAME },
];

export default function Protocol({ loaderData }: Route.ComponentProps) {
  const text = PROTOCOLS[loaderData.type];
  return (
    <LegalDocument text={text}>
      <p className="legal-updated">更新日期：{text.updated}</p>
    </LegalDocument>
  );
}
