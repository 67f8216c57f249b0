import { SITE_NAME } from '@common/constants';
import { ABOUT } from '@common/legal';
import { FEEDBACK_EMAIL } from '~/desktop/site-config';
import { LegalDocument } from '~/features/legal/legal-document';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => [{ title: `关于我们 - ${SITE_NAME}` }];

export default function About() {
  return (
    <LegalDocument text={ABOUT}>
      <section id="feedback">
        <h2>意见反馈</h2>
        <p>
          使用中遇到问题，或对社区有任何建议，欢迎发送邮件至{' '}
          <a href={`mailto:${FEEDBACK_EMAIL}`}>{FEEDBACK_EMAIL}</a>，我们会尽快回复。
        </p>
      </section>
    </LegalDocument>
  );
}
