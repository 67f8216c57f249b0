/** /h5/ai (SPEC §2): the AI research assistant on a phone; no login needed. */
import { SITE_NAME } from '@common/constants';
import { H5AiPage } from '~/features/ai/h5-ai-page';
import type { Route } from './+types/h5-ai';

export const meta: Route.MetaFunction = () => [{ title: `AI 助手 - ${SITE_NAME}` }];

export default function H5Ai() {
  return <H5AiPage />;
}
