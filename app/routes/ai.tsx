/** /ai (SPEC §2): the AI research assistant; no login needed (SPEC §6). */
import { SITE_NAME } from '@common/constants';
import { AiPage } from '~/features/ai/ai-page';
import type { Route } from './+types/ai';

export const meta: Route.MetaFunction = () => [{ title: `AI 助手 - ${SITE_NAME}` }];

export default function Ai() {
  return <AiPage />;
}
