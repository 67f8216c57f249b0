/** /newest's loader (DESIGN §3: services in-process): who asks, and whether they hold the tool. */
import type { AppLoadContext } from 'react-router';

export async function loadNewest({ context }: { context: AppLoadContext }) {
  const user = context.user ?? null;
  if (!user) return { member: false, available: false };
  return { member: true, available: await context.services.wallet.hasNewestTool(user.user_id) };
}
