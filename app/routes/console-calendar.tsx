/**
 * /console/calendar, 交易日历: the exchanges' weekday closures per year (weekends are closed by rule).
 * Migration 0017 ships 2024–2027; editors add a closure the exchanges announce or remove a wrong one.
 */
import type { Holiday } from '@common/action';
import { utcDay, WEEKDAYS } from '@common/action-vocab';
import { Button, DatePicker, Input, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { requireConsole } from '~/console/console-session.server';
import { useConsoleActions, useConsoleList } from '~/features/console-moderation/use-console-call';
import type { Route } from './+types/console-calendar';
import '~/features/action/console-action.css';

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, 'action.manage');
  return { year: Number(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 4)) };
}

export const meta: Route.MetaFunction = () => [{ title: '交易日历 - 研社管理后台' }];

export default function ConsoleCalendar({ loaderData }: Route.ComponentProps) {
  const [year, setYear] = useState(loaderData.year);
  const { data, loading, reload } = useConsoleList<Holiday[]>('/api/console/calendar/list', { year });
  const { act, busy } = useConsoleActions(reload);
  const [day, setDay] = useState<Dayjs | null>(null);
  const [name, setName] = useState('');

  const add = async () => {
    if (!day) return;
    const done = await act(
      '/api/console/calendar/add',
      { date: day.format('YYYY-MM-DD'), name },
      '已添加休市日',
    );
    if (done !== undefined) {
      setDay(null);
      setName('');
    }
  };
  const remove = (date: string) => act('/api/console/calendar/remove', { date }, '已删除休市日');
  const years = Array.from({ length: 6 }, (_, i) => loaderData.year - 2 + i);

  return (
    <section>
      <h1 className="console-page-title">交易日历</h1>
      <p className="console-hint">
        周末固定休市，无需录入；这里只列工作日的休市日（沪深交易所公告）。异动页的日期选择和非交易日回退都按此日历。
      </p>
      <div className="console-toolbar">
        <Select
          aria-label="年份"
          value={year}
          onChange={setYear}
          options={years.map((y) => ({ value: y, label: `${y}年` }))}
          style={{ width: 120 }}
        />
        <Space>
          <DatePicker
            aria-label="休市日期"
            value={day}
            onChange={setDay}
            disabledDate={(d) => d.day() === 0 || d.day() === 6}
          />
          <Input
            placeholder="名称，如 春节"
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="primary" onClick={() => void add()} disabled={!day} loading={busy}>
            添加休市日
          </Button>
        </Space>
      </div>
      <Table<Holiday>
        rowKey="date"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={data ?? []}
        columns={[
          { title: '日期', dataIndex: 'date' },
          { title: '星期', key: 'weekday', render: (_: unknown, h) => WEEKDAYS[utcDay(h.date).getUTCDay()] },
          { title: '名称', dataIndex: 'name' },
          {
            title: '操作',
            key: 'ops',
            render: (_: unknown, h) => (
              <Button type="link" danger onClick={() => void remove(h.date)}>
                删除
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
