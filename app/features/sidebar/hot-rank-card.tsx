/**
 * The home sidebar's hot ranking (SPEC §2, §3, §4): 热搜 keywords, the 30-day 月榜 of posts and the ten-day
 * board of members by the 工分 they earned.
 */
import type { RankBoard } from '@common/rank';
import { Avatar, Card, Skeleton } from 'antd';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { searchUrl } from '~/features/search/search-scopes';
import { trace } from '~/lib/trace';
import { ANTD_CSS_VAR_KEY } from '~/styles/antd-theme';
// The tabs' look: antd's (the card's import links its own).
import '~/styles/antd/tabs.css';
import { initialRankTab, RANK_TABS, type RankTabKey } from './rank-tabs';
import { useSidebarData } from './use-sidebar-data';

interface Entry {
  key: string;
  to: string;
  text: string;
  /** A member's avatar (the 工分 board): shown before the name, its first letter when empty. */
  avatar?: string;
  /** After the text: the 工分 a member earned. */
  extra?: string;
}

function RankList({ entries, failed }: { entries: Entry[] | undefined; failed: boolean }) {
  if (!entries) return failed ? <p className="sidebar-empty">加载失败</p> : <Skeleton active title={false} />;
  if (entries.length === 0) return <p className="sidebar-empty">暂无数据</p>;
  return (
    <ol className="rank-list">
      {entries.map((e, i) => (
        <li key={e.key}>
          <span className={i < 3 ? 'rank-no rank-no-top' : 'rank-no'}>{i + 1}</span>
          {e.avatar !== undefined && (
            <Avatar size={20} src={e.avatar || undefined} alt="">
              {e.text.slice(0, 1)}
            </Avatar>
          )}
          <Link to={e.to} title={e.text}>
            {e.text}
          </Link>
          {e.extra && <span className="rank-extra">{e.extra}</span>}
        </li>
      ))}
    </ol>
  );
}

export function HotRankCard() {
  const { data, failed } = useSidebarData<RankBoard>('/api/v1/article/rank-board');
  // The reader's own clock picks the tab (SPEC §4); set after mount, so the server's render matches.
  const [tab, setTab] = useState<RankTabKey>('search');
  useEffect(() => setTab(initialRankTab(new Date().getHours())), []);

  const entries: Record<RankTabKey, Entry[] | undefined> = {
    search: data?.hot_search_list.map((s) => ({
      key: s.keyword,
      to: searchUrl(s.keyword, '1'),
      text: s.keyword,
    })),
    month: data?.hot_article_list.map((p) => ({
      key: p.article_id,
      to: `/a/${p.article_id}`,
      text: p.title,
    })),
    points: data?.hot_user_list.map((u) => ({
      key: String(u.user_id),
      to: `/u/${u.user_id}`,
      text: u.nickname,
      avatar: u.avatar,
      extra: `${u.sum_integral}工分`,
    })),
  };
  const select = (key: RankTabKey) => {
    setTab(key);
    trace(`rank_tab:${key}`);
  };
  // Arrow keys move between the tabs, as antd's do.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const index = RANK_TABS.findIndex((t) => t.key === tab);
    const next = RANK_TABS[(index + step + RANK_TABS.length) % RANK_TABS.length];
    select(next.key);
    document.getElementById(`rank-tab-${next.key}`)?.focus();
  };
  /*
   * antd's Tabs markup and classes (tabs.css), without its component: three fixed tabs need none of its
   * overflow menu, measuring or motion, which are a fifth of a page's first load (issue 12).
   */
  return (
    <Card size="small" className="hot-rank">
      <div className={`ant-tabs ant-tabs-top ant-tabs-small ${ANTD_CSS_VAR_KEY} ant-tabs-css-var`}>
        <div role="tablist" aria-orientation="horizontal" className="ant-tabs-nav" onKeyDown={onKeyDown}>
          <div className="ant-tabs-nav-wrap">
            <div className="ant-tabs-nav-list">
              {RANK_TABS.map((t) => (
                <div
                  key={t.key}
                  className={t.key === tab ? 'ant-tabs-tab ant-tabs-tab-active' : 'ant-tabs-tab'}
                >
                  <div
                    role="tab"
                    id={`rank-tab-${t.key}`}
                    aria-selected={t.key === tab}
                    aria-controls="rank-tab-panel"
                    tabIndex={t.key === tab ? 0 : -1}
                    className="ant-tabs-tab-btn"
                    onClick={() => select(t.key)}
                  >
                    {t.label}
                  </div>
                </div>
              ))}
            </div>
          </div>
        </div>
        <div className="ant-tabs-body-holder">
          <div className="ant-tabs-body ant-tabs-body-top">
            <div
              role="tabpanel"
              id="rank-tab-panel"
              aria-labelledby={`rank-tab-${tab}`}
              className="ant-tabs-content ant-tabs-content-active"
            >
              <RankList entries={entries[tab]} failed={failed} />
            </div>
          </div>
        </div>
      </div>
    </Card>
  );
}
