/**
 * The home sidebar's daily opinion vote (issue 16 item 2): the open question, its answers as buttons and
 * the live result bars. Fetched in the browser (the home page is cached for visitors, so the server
 * HTML cannot carry a member's vote), refreshed after a vote and every 30 s while the tab is visible.
 * Plain React and CSS, in its own chunk (opinion-card.tsx renders it in place); 往期 loads its dialog on
 * demand.
 */
import type { OPINION_STATUS, OpinionQuestion } from '@common/opinion';
import { Card, Skeleton } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Deferred, lazyNamed } from '~/components/deferred';
import { useAuth } from '~/features/auth/auth-context';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { fetchTodayQuestion, voteQuestion } from './opinion-api';
import { dayLabel, OpinionBars } from './opinion-bars';

const OpinionHistory = lazyNamed(() => import('./opinion-history'), 'OpinionHistory');

const POLL_MS = 30_000;
const OPEN: (typeof OPINION_STATUS)['OPEN'] = 1;

export function OpinionCardBody() {
  const { user } = useAuth();
  const requireLogin = useRequireLogin();
  const [question, setQuestion] = useState<OpinionQuestion | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [voting, setVoting] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Each request takes a number; only the newest one's answer is shown, so a poll that was already on
  // its way when the member voted cannot put the old counts back.
  const latest = useRef(0);

  const refresh = useCallback(async (signal?: AbortSignal) => {
    const n = ++latest.current;
    try {
      const q = await fetchTodayQuestion(signal);
      if (n !== latest.current) return;
      setQuestion(q);
      setFailed(false);
    } catch (error) {
      if (signal?.aborted) return;
      console.error(error);
      if (n === latest.current) setFailed(true);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a login or logout asks again (the member's own vote).
  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    const poll = () => {
      if (document.visibilityState === 'visible') void refresh(controller.signal);
    };
    const timer = setInterval(poll, POLL_MS);
    document.addEventListener('visibilitychange', poll);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [refresh, user?.user_id]);

  const choose = requireLogin((option: number) => {
    if (!question || voting) return;
    setVoting(true);
    const n = ++latest.current;
    voteQuestion(question.question_id, option)
      .then(
        (q) => n === latest.current && setQuestion(q),
        // The toast has said why (closed meanwhile, say): show the question as it now is.
        () => refresh(),
      )
      .finally(() => setVoting(false));
  });

  const open = question?.status === OPEN;
  return (
    <Card
      size="small"
      title="每日观点"
      className="opinion-card"
      extra={
        <button type="button" className="opinion-more" onClick={() => setHistoryOpen(true)}>
          往期
        </button>
      }
    >
      {question === undefined ? (
        failed ? (
          <p className="sidebar-empty">加载失败</p>
        ) : (
          <Skeleton active title={false} />
        )
      ) : question === null ? (
        <p className="sidebar-empty">今日问题尚未发布</p>
      ) : (
        <section aria-label="今日观点投票">
          <p className="opinion-title">{question.title}</p>
          <p className="opinion-meta">
            {dayLabel(question.date)} · {open ? '15:00 截止' : '投票已截止'} · {question.total} 人参与
          </p>
          {open && (
            <div className="opinion-choices">
              {question.options.map((o) => (
                <button
                  key={o.option}
                  type="button"
                  className="opinion-choice"
                  aria-pressed={question.my_option === o.option}
                  disabled={voting}
                  onClick={() => choose(o.option)}
                >
                  {o.name}
                </button>
              ))}
            </div>
          )}
          <OpinionBars options={question.options} mine={question.my_option} />
        </section>
      )}
      <Deferred when={historyOpen}>
        <OpinionHistory open={historyOpen} onClose={() => setHistoryOpen(false)} />
      </Deferred>
    </Card>
  );
}
