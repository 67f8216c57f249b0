/**
 * 往期观点: the past questions with their results, the member's own vote and favourites (我的收藏).
 * Loaded when the sidebar card's 往期 is first clicked, so none of it is in the home page's first load.
 */
import type { OpinionPage } from '@common/opinion';
import { Empty, Modal, Pagination, Segmented, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { fetchQuestionPage, markFavorite } from './opinion-api';
import { dayLabel, OpinionBars } from './opinion-bars';

const PAGE_SIZE = 5;
type Filter = 'all' | 'favorite';

export function OpinionHistory({ open, onClose }: { open: boolean; onClose: () => void }) {
  const requireLogin = useRequireLogin();
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<OpinionPage | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    fetchQuestionPage(pageNo, PAGE_SIZE, filter === 'favorite')
      .then(
        (p) => live && setPage(p),
        () => live && setPage(null),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, filter, pageNo]);

  const chooseFilter = (next: Filter) => {
    const apply = () => {
      setFilter(next);
      setPageNo(1);
    };
    if (next === 'favorite') requireLogin(apply)();
    else apply();
  };

  const toggleFavorite = requireLogin((questionId: number, favorite: boolean) => {
    markFavorite(questionId, favorite).then(
      (marked) =>
        setPage((p) =>
          p
            ? {
                ...p,
                result: p.result.map((q) =>
                  q.question_id === marked.question_id ? { ...q, is_favorite: marked.is_favorite } : q,
                ),
              }
            : p,
        ),
      () => {},
    );
  });

  return (
    <Modal title="往期观点" open={open} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Segmented<Filter>
        value={filter}
        onChange={chooseFilter}
        options={[
          { label: '全部', value: 'all' },
          { label: '我的收藏', value: 'favorite' },
        ]}
      />
      <Spin spinning={loading}>
        {page && page.result.length === 0 ? (
          <Empty description={filter === 'favorite' ? '还没有收藏的问题' : '暂无往期问题'} />
        ) : (
          <ol className="opinion-history">
            {page?.result.map((q) => (
              <li key={q.question_id} className="opinion-history-item">
                <div className="opinion-history-head">
                  <p className="opinion-title">{q.title}</p>
                  <button
                    type="button"
                    className="opinion-star"
                    aria-pressed={q.is_favorite === 1}
                    onClick={() => toggleFavorite(q.question_id, q.is_favorite !== 1)}
                  >
                    {q.is_favorite === 1 ? '★ 已收藏' : '☆ 收藏'}
                  </button>
                </div>
                <p className="opinion-meta">
                  {dayLabel(q.date)} · {q.status === 1 ? '投票中' : '已截止'} · {q.total} 人参与
                </p>
                <OpinionBars options={q.options} mine={q.my_option} />
              </li>
            ))}
          </ol>
        )}
      </Spin>
      {page && page.totalCount > PAGE_SIZE && (
        <Pagination
          size="small"
          align="center"
          current={pageNo}
          pageSize={PAGE_SIZE}
          total={page.totalCount}
          onChange={setPageNo}
          showSizeChanger={false}
        />
      )}
    </Modal>
  );
}
