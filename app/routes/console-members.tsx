/** /console/members, 会员封禁: find members by id, phone or nickname; ban (with reason and end) and unban. */
import { formatServerTime } from '@common/format';
import type { MemberBanItem } from '@common/moderation';
import { Button, Form, Input, Modal, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { useConsoleCall, useConsoleList } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('member.ban');

export const meta = consoleMeta('会员封禁');

const DAY_MS = 86_400_000;
/** Ban lengths offered, in days; 0 bans until a moderator lifts it. */
const DURATIONS = [
  { value: 1, label: '1 天' },
  { value: 7, label: '7 天' },
  { value: 30, label: '30 天' },
  { value: 0, label: '永久（直到解封）' },
];

interface BanForm {
  reason: string;
  days: number;
}

function MemberTable({
  rows,
  loading,
  onChanged,
  empty,
}: {
  rows: MemberBanItem[];
  loading: boolean;
  onChanged: () => void;
  empty: string;
}) {
  const { call, busy } = useConsoleCall();
  const [banning, setBanning] = useState<MemberBanItem | null>(null);
  const [form] = Form.useForm<BanForm>();
  const ban = async (values: BanForm) => {
    if (!banning) return;
    const until = values.days ? formatServerTime(Date.now() + values.days * DAY_MS) : null;
    const done = await call(
      '/api/console/member/ban',
      { user_id: banning.user_id, reason: values.reason, until },
      '已封禁',
    );
    if (done !== undefined) {
      setBanning(null);
      form.resetFields();
      onChanged();
    }
  };
  const unban = async (m: MemberBanItem) => {
    if ((await call('/api/console/member/unban', { user_id: m.user_id }, '已解封')) !== undefined)
      onChanged();
  };
  return (
    <>
      <Table<MemberBanItem>
        rowKey="user_id"
        loading={loading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: empty }}
        columns={[
          { title: 'ID', dataIndex: 'user_id', width: 100 },
          {
            title: '昵称',
            render: (_, m) => (
              <a href={`/u/${m.user_id}`} target="_blank" rel="noreferrer">
                {m.nickname}
              </a>
            ),
          },
          { title: '手机号', dataIndex: 'phone', width: 130 },
          { title: '帖子', dataIndex: 'posts', width: 70 },
          { title: '注册时间', dataIndex: 'created_at', width: 170 },
          {
            title: '状态',
            render: (_, m) =>
              m.banned ? (
                <span>
                  <Tag color="red">已封禁</Tag>
                  {m.banned_until ? `至 ${m.banned_until}` : '永久'}，{m.ban_reason}
                </span>
              ) : (
                <Tag color="green">正常</Tag>
              ),
          },
          {
            title: '操作',
            width: 100,
            render: (_, m) =>
              m.banned ? (
                <Button size="small" disabled={busy} onClick={() => unban(m)}>
                  解封
                </Button>
              ) : (
                <Button danger size="small" disabled={busy} onClick={() => setBanning(m)}>
                  封禁
                </Button>
              ),
          },
        ]}
      />
      <Modal
        title={banning ? `封禁 ${banning.nickname}（${banning.user_id}）` : '封禁'}
        open={banning !== null}
        okText="封禁"
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setBanning(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ days: 7, reason: '' }} onFinish={ban} name="ban">
          <Form.Item
            label="封禁原因"
            name="reason"
            rules={[{ required: true, whitespace: true, message: '请填写封禁原因' }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
          <Form.Item label="封禁时长" name="days">
            <Select options={DURATIONS} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

export default function ConsoleMembers() {
  const { call, busy } = useConsoleCall();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<MemberBanItem[] | null>(null);
  const banned = useConsoleList<MemberBanItem[]>('/api/console/member/banned');
  const { reload } = banned;
  const search = async (value: string) => {
    const k = value.trim();
    setKeyword(k);
    if (k) setFound((await call<MemberBanItem[]>('/api/console/member/find', { keyword: k })) ?? null);
  };
  const changed = () => {
    void reload();
    if (keyword) void search(keyword);
  };
  return (
    <section>
      <h1>会员封禁</h1>
      <Input.Search
        placeholder="会员 ID、手机号或昵称"
        enterButton="查找"
        loading={busy}
        onSearch={search}
        aria-label="查找会员"
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {found && <MemberTable rows={found} loading={false} onChanged={changed} empty="没有找到会员" />}
      <h2>封禁中的会员</h2>
      <MemberTable
        rows={banned.data ?? []}
        loading={banned.loading}
        onChanged={changed}
        empty="没有封禁中的会员"
      />
    </section>
  );
}
