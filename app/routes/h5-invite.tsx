/** /h5/invite?user_id=…&type=… (SPEC §2, the new-member campaign). */
import { SITE_NAME } from '@common/constants';
import { inviteInfoBody } from '@common/invite';
import { H5InvitePage } from '~/h5/invite/invite-page';
import { isNotFound } from '~/lib/loader-helpers.server';
import type { Route } from './+types/h5-invite';

/** The inviter's public card; a member's own link and figures are fetched by the page (they are personal). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const origin = context.publicOrigin;
  const link = inviteInfoBody.safeParse({
    user_id: query.get('user_id') ?? undefined,
    type: query.get('type') ?? undefined,
  });
  // A link without a usable inviter or campaign shows the member's own link, or says it is invalid.
  if (!link.success) return { inviter: null, type: 1, origin };
  try {
    const info = await context.services.invites.info(link.data.user_id, link.data.type, null);
    return { inviter: info.user, type: info.type, origin };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return { inviter: null, type: link.data.type, origin };
  }
}

export const meta: Route.MetaFunction = () => [{ title: `邀请有礼 - ${SITE_NAME}` }];

export default function H5Invite({ loaderData }: Route.ComponentProps) {
  return <H5InvitePage {...loaderData} />;
}
