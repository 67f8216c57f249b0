/** The home sidebar's hot ranking (SPEC §2, §3, §4): 热搜 keywords and the 30-day 月榜 of posts. */
import type { RankBoard } from '@common/rank';
import { Card, Skeleton, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { searchUrl } from '~/features/search/search-scopes';
import { trace } from '~/lib/trace';
import { initialRankTab, RANK_TABS, type RankTabKey, SHOWN_RANK_TABS } from './rank-tabs';
import { useSidebarData } from './use-sidebar-data';

interface Entry {
  key: string;
  to: string;
  text: string;
}

function RankList({ entries, failed }: { entries: Entry[] | undefined; failed: boolean }) {
  if (!entries) return failed ? <p className="sidebar-empty">加载失败</p> : <Skeleton active title={false} />;
  if (entries.length === 0) return <p className="sidebar-empty">暂无数据</p>;
  return (
    <ol className="rank-list">
      {entries.map((e, i) => (
        <li key={e.key}>
          <span className={i < 3 ? 'rank-no rank-no-top' : 'rank-no'}>{i + 1}</span>
          <Link to={e.to} title={e.text}>
            {e.text}
          </Link>
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

  // The 工分 board has no entries until the wallet exists (its tab is not shown).
  const entries: Partial<Record<RankTabKey, Entry[]>> = {
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
  };
  const items = RANK_TABS.filter((t) => SHOWN_RANK_TABS.includes(t.key)).map((t) => ({
    key: t.key,
    label: t.label,
    children: <RankList entries={entries[t.key]} failed={failed} />,
  }));
  return (
    <Card size="small" className="hot-rank">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => {
          setTab(key as RankTabKey);
          trace(`rank_tab:${key}`);
        }}
        items={items}
      />
    </Card>
  );
}
