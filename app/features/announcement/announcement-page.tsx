/**
 * /announcement (SPEC §2 搜公告): company announcements by stock, keyword, type and dates, newest first,
 * with the results' workbook for download; a second tab searches investors' 互动易 / e互动 Q&A. The form
 * writes the URL and the loader searches it, so every result page is a link.
 */

import type { AnnouncementItem, QaItem } from '@common/announcement';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_SEARCH_MAX,
  ANNOUNCEMENT_TYPES,
  QA_PLATFORM_NAMES,
  QA_PLATFORMS,
} from '@common/announcement-vocab';
import { AutoComplete, Button, Empty, Form, Input, Pagination, Select, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { useFeedback } from '~/components/feedback';
import { useStockSuggestions } from '~/features/stock-picker/use-stock-suggestions';
import type { Page } from '../../../server/modules/post/post.service';
import { downloadAnnouncementExport } from './announcement-api';
import {
  type AnnouncementQuery,
  type AnnouncementResults,
  type AnnouncementTab,
  announcementBody,
  announcementParamsOf,
  EMPTY_QUERY,
} from './announcement-query';
import './announcement.css';

type FormValues = Pick<AnnouncementQuery, 'stock' | 'keyword' | 'type' | 'platform' | 'from' | 'to'>;

function StockField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const { stocks } = useStockSuggestions(value ?? '', 8);
  return (
    <AutoComplete
      aria-label="股票"
      placeholder="代码、名称或拼音"
      allowClear
      value={value}
      onChange={(v) => onChange?.(v ?? '')}
      options={stocks.map((s) => ({
        value: s.code,
        label: (
          <span>
            {s.name} <span className="announcement-code">{s.code}</span>
          </span>
        ),
      }))}
    />
  );
}

function SearchForm({ query, onSearch }: { query: AnnouncementQuery; onSearch: (v: FormValues) => void }) {
  const [form] = Form.useForm<FormValues>();
  const values: FormValues = {
    stock: query.stock,
    keyword: query.keyword,
    type: query.type,
    platform: query.platform,
    from: query.from,
    to: query.to,
  };
  return (
    <Form
      // A new URL (Back, a tab) puts its own values in the form.
      key={announcementParamsOf({ ...query, page: 1 })}
      form={form}
      layout="inline"
      className="announcement-form"
      initialValues={values}
      onFinish={onSearch}
      name="announcement-search"
    >
      <Form.Item label="股票" name="stock">
        <StockField />
      </Form.Item>
      <Form.Item label="关键词" name="keyword">
        <Input
          allowClear
          maxLength={50}
          placeholder={query.tab === 'qa' ? '问题或回答中的词' : '标题中的词'}
        />
      </Form.Item>
      {query.tab === 'announcement' ? (
        <Form.Item label="类型" name="type">
          <Select
            aria-label="公告类型"
            style={{ width: 130 }}
            options={[
              { value: '', label: '全部类型' },
              ...ANNOUNCEMENT_TYPES.map((t) => ({ value: t, label: t })),
            ]}
          />
        </Form.Item>
      ) : (
        <Form.Item label="平台" name="platform">
          <Select
            aria-label="平台"
            style={{ width: 130 }}
            options={[
              { value: '', label: '全部平台' },
              ...QA_PLATFORMS.map((p) => ({ value: p, label: QA_PLATFORM_NAMES[p] })),
            ]}
          />
        </Form.Item>
      )}
      <Form.Item label="日期" className="announcement-dates">
        <Form.Item name="from" noStyle>
          <Input type="date" aria-label="开始日期" />
        </Form.Item>
        <span className="announcement-dash">至</span>
        <Form.Item name="to" noStyle>
          <Input type="date" aria-label="结束日期" />
        </Form.Item>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          搜索
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={() => onSearch({ ...EMPTY_QUERY })}>重置</Button>
      </Form.Item>
    </Form>
  );
}

function AnnouncementTable({ page }: { page: Page<AnnouncementItem> }) {
  return (
    <Table<AnnouncementItem>
      className="announcement-table"
      rowKey="id"
      dataSource={page.result}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到相关公告" /> }}
      columns={[
        {
          title: '证券',
          width: 150,
          render: (_, a) => (
            <Link to={`/stock/s/${a.stock.stock_id}`}>
              {a.stock.name} <span className="announcement-code">{a.stock.code}</span>
            </Link>
          ),
        },
        {
          title: '公告标题',
          render: (_, a) => <Link to={`/announcement/${a.id}`}>{a.title}</Link>,
        },
        { title: '类型', width: 110, render: (_, a) => <Tag>{a.type}</Tag> },
        { title: '公告时间', width: 170, dataIndex: 'publish_time' },
      ]}
    />
  );
}

function QaList({ page }: { page: Page<QaItem> }) {
  if (page.result.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到相关问答" />;
  }
  return (
    <ul className="qa-list">
      {page.result.map((q) => (
        <li key={q.id} className="qa-item">
          <p className="qa-meta">
            <Link to={`/stock/s/${q.stock.stock_id}`}>
              {q.stock.name} <span className="announcement-code">{q.stock.code}</span>
            </Link>
            <Tag>{q.platform_name}</Tag>
            <span>提问于 {q.ask_time}</span>
          </p>
          <p className="qa-question">
            <b>问：</b>
            {q.question}
          </p>
          {q.answer ? (
            <p className="qa-answer">
              <b>答：</b>
              {q.answer}
              <span className="qa-time">{q.answer_time}</span>
            </p>
          ) : (
            <p className="qa-answer qa-waiting">公司尚未回复</p>
          )}
        </li>
      ))}
    </ul>
  );
}

export function AnnouncementPage({
  query,
  results,
  failed,
}: {
  query: AnnouncementQuery;
  results: AnnouncementResults | null;
  failed: boolean;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { message } = useFeedback();
  const [exporting, setExporting] = useState(false);
  const go = (q: AnnouncementQuery) => navigate(`/announcement${announcementParamsOf(q)}`);
  const search = (v: FormValues) =>
    go({ ...query, ...v, stock: v.stock?.trim() ?? '', keyword: v.keyword?.trim() ?? '', page: 1 });
  const switchTab = (tab: AnnouncementTab) =>
    go({ ...EMPTY_QUERY, tab, stock: query.stock, keyword: query.keyword });
  const page = results?.page;

  const exportAll = async () => {
    setExporting(true);
    try {
      const { start: _s, limit: _l, ...body } = announcementBody(query);
      const name = await downloadAnnouncementExport(body);
      message.success(`已导出 ${name}`);
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="panel announcement-page">
      <header className="announcement-head">
        <h1>搜公告</h1>
        <p>上市公司公告与投资者互动问答，按股票、关键词、类型和日期查找，最新的在前。</p>
      </header>
      <Tabs
        activeKey={query.tab}
        onChange={(key) => switchTab(key as AnnouncementTab)}
        items={[
          { key: 'announcement', label: '公司公告' },
          { key: 'qa', label: '互动易问答' },
        ]}
      />
      <SearchForm query={query} onSearch={search} />
      <div className="announcement-bar">
        <span className="announcement-total">
          {page &&
            (page.totalCount >= ANNOUNCEMENT_SEARCH_MAX
              ? `共找到 ${ANNOUNCEMENT_SEARCH_MAX} 条以上结果，显示最新 ${ANNOUNCEMENT_SEARCH_MAX} 条`
              : `共找到 ${page.totalCount} 条结果`)}
        </span>
        {query.tab === 'announcement' && (
          <Button onClick={exportAll} loading={exporting} disabled={!page || page.totalCount === 0}>
            导出 Excel
          </Button>
        )}
      </div>
      <div
        className={navigation.state === 'loading' ? 'announcement-results loading' : 'announcement-results'}
      >
        {failed || !results ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="数据加载较慢..，建议您切换其他浏览器浏览。"
          />
        ) : results.tab === 'qa' ? (
          <QaList page={results.page} />
        ) : (
          <AnnouncementTable page={results.page} />
        )}
      </div>
      {page && page.totalCount > ANNOUNCEMENT_PAGE_SIZE && (
        <Pagination
          className="announcement-pagination"
          current={query.page}
          pageSize={ANNOUNCEMENT_PAGE_SIZE}
          total={Math.min(page.totalCount, ANNOUNCEMENT_SEARCH_MAX)}
          showSizeChanger={false}
          onChange={(next) => go({ ...query, page: next })}
        />
      )}
    </section>
  );
}
