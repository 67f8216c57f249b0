/**
 * /timeline/edit (SPEC §2 "creates"): members an editor granted it publish an event here; editors use the
 * console's 时间轴 page. Others are told how to get the grant.
 */
import type { TimelineEventFields } from '@common/timeline';
import { TIMELINE_MSG } from '@common/timeline-vocab';
import { Result } from 'antd';
import './timeline.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFeedback } from '~/components/feedback';
import { publishTimelineEvent } from './timeline-api';
import { TimelineEventForm } from './timeline-event-form';

export function TimelineEditPage({ canPublish, today }: { canPublish: boolean | null; today: string }) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const submit = async (fields: TimelineEventFields) => {
    setPending(true);
    try {
      const added = await publishTimelineEvent(fields);
      if (added.status === 2) {
        void message.success(TIMELINE_MSG.published);
        navigate(`/timeline/${added.article_id}`);
      } else {
        void message.info(TIMELINE_MSG.inReview);
        navigate('/timeline');
      }
    } catch {
      // The API client has shown the reason.
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="panel timeline-page">
      <nav className="timeline-crumb" aria-label="位置">
        <Link to="/timeline">时间轴</Link> / 发布事件
      </nav>
      <h1>发布时间轴事件</h1>
      {canPublish ? (
        <TimelineEventForm
          initial={{ title: '', date: today, grade: 1, source: '', themes: '', text: '' }}
          pending={pending}
          submitLabel="发布"
          onSubmit={(fields) => void submit(fields)}
        />
      ) : (
        <Result
          status="info"
          title={canPublish === null ? '登录后发布时间轴事件' : TIMELINE_MSG.notGranted}
          subTitle="时间轴由研社编辑部维护，编辑可为会员开通发布权限。"
          extra={<Link to="/timeline">返回时间轴</Link>}
        />
      )}
    </section>
  );
}
