import { data } from 'react-router';
import { LegalDocument } from '~/features/legal/legal-document';
import { isProtocolType, PROTOCOLS } from '~/features/legal/legal-texts';
import type { Route } from './+types/protocol';

export function loader({ params }: Route.LoaderArgs) {
  if (!isProtocolType(params.type)) throw data(null, { status: 404 });
  return { type: params.type };
}

export default function Protocol({ loaderData }: Route.ComponentProps) {
  return <LegalDocument text={PROTOCOLS[loaderData.type]} />;
}
