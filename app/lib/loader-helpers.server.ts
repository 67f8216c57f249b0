/** What several page loaders need from the load context and the services (DESIGN §3). */
import { type AppLoadContext, data } from 'react-router';

/** The services' "not found" (AppError with errCode "404"), recognised without importing server code. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '404';
}

/** A service call whose "not found" becomes the 404 page (页面不存在或系统错误). */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

/** Who counts as one reader (view counts, searched keywords): the member, else the client address. */
export const viewerKey = (context: AppLoadContext) =>
  context.user ? `u${context.user.user_id}` : `ip${context.clientIp}`;
