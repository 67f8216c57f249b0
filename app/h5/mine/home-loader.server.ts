/**
 * A member's mobile home (/h5/mine?id=X&tab=, and the legacy /h5/mine/X/tab): the desktop /u/ loader,
 * handed the /u/ path of the same member and tab so the header, medals, page 1 and its 404 stay one code.
 */
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { loadUserHome } from '~/features/user-home/user-home-loader.server';
import { tabOfSegment, userHomeHref } from '~/features/user-home/user-home-tabs';

const USER_ID = /^[1-9]\d{0,15}$/;

export async function loadH5UserHome(
  { request, context }: { request: Request; context: AppLoadContext },
  userId: string,
  segment: string,
) {
  if (!USER_ID.test(userId)) throw data(null, { status: 404 });
  const tab = tabOfSegment(segment);
  const desktop = new Request(new URL(userHomeHref(Number(userId), tab), request.url), {
    headers: request.headers,
  });
  const args = {
    request: desktop,
    params: { userId },
    context,
  } as unknown as LoaderFunctionArgs<AppLoadContext>;
  const home = await loadUserHome(args);
  return { ...home, pageTime: Date.now(), origin: context.publicOrigin };
}

export type H5UserHomeData = Awaited<ReturnType<typeof loadH5UserHome>>;
