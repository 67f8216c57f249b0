/**
 * /console/sidebar-links, 公告链接: the home sidebar's announcement links (title, link, order, on/off),
 * shown before the newest imported announcements. Audited on the server.
 */

import type { SidebarLink } from '@common/announcement';
import { ANNOUNCEMENT_MSG, SIDEBAR_ANNOUNCEMENT_COUNT } from '@common/announcement-vocab';
import { isSiteOrHttpsLink } from '@common/safe-path';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { requireConsole } from '~/console/console-session.server';
import { useConsoleCall, useConsoleList } from '~/features/console-moderation/use-console-call';
import type { Route } from './+types/console-sidebar-links';

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, 'site.manage');
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: '公告链接 - 研社管理后台' }];

interface LinkForm {
  id?: number;
  title: string;
  link: string;
  sort_order: number;
  enabled: boolean;
}

const EMPTY: LinkForm = { title: '', link: '/', sort_order: 0, enabled: true };

export default function ConsoleSidebarLinks() {
  const { data, loading, reload } = useConsoleList<SidebarLink[]>('/api/console/sidebar-link/list');
  const { call, busy } = useConsoleCall();
  const [editing, setEditing] = useState<LinkForm | null>(null);
  const [form] = Form.useForm<LinkForm>();
  useEffect(() => {
    void reload();
  }, [reload]);
  const open = (l: LinkForm) => {
    setEditing(l);
    form.setFieldsValue(l);
  };
  const save = async (values: LinkForm) => {
    const path = editing?.id ? '/api/console/sidebar-link/update' : '/api/console/sidebar-link/add';
    const body = { ...values, title: values.title.trim(), link: values.link.trim(), id: editing?.id };
    if ((await call(path, body, '已保存')) !== undefined) {
      setEditing(null);
      await reload();
    }
  };
  const remove = (l: SidebarLink) =>
    Modal.confirm({
      title: '提示',
      content: `确定删除“${l.title}”?`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        if ((await call('/api/console/sidebar-link/delete', { id: l.id }, '已删除')) !== undefined)
          await reload();
      },
    });
  return (
    <section>
      <h1>公告链接</h1>
      <p>
        首页侧栏“公告”卡片的链接：显示中的链接按排序号从小到大排在最前，其余位置由最新导入的公告补足（共{' '}
        {SIDEBAR_ANNOUNCEMENT_COUNT} 条）。
      </p>
      <Button type="primary" onClick={() => open(EMPTY)} style={{ marginBottom: 16 }}>
        新增链接
      </Button>
      <Table<SidebarLink>
        rowKey="id"
        loading={loading}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          { title: '排序', dataIndex: 'sort_order', width: 70 },
          { title: '标题', dataIndex: 'title' },
          { title: '链接', dataIndex: 'link' },
          {
            title: '状态',
            width: 80,
            render: (_, l) => (l.enabled ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
          },
          { title: '更新时间', dataIndex: 'update_time', width: 170 },
          {
            title: '操作',
            width: 150,
            render: (_, l) => (
              <Space>
                <Button size="small" onClick={() => open(l)}>
                  编辑
                </Button>
                <Button danger size="small" disabled={busy} onClick={() => remove(l)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.id ? '编辑链接' : '新增链接'}
        open={editing !== null}
        okText="保存"
        okButtonProps={{ loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={save} name="sidebar-link" initialValues={EMPTY}>
          <Form.Item
            label="标题"
            name="title"
            rules={[{ required: true, whitespace: true, max: 60, message: ANNOUNCEMENT_MSG.linkTitle }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            label="链接"
            name="link"
            extra="站内路径（如 /announcement/12）或 https 地址（经离站提示页打开）"
            rules={[
              {
                validator: (_, v: string) =>
                  isSiteOrHttpsLink(v?.trim() ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(ANNOUNCEMENT_MSG.linkUrl)),
              },
            ]}
          >
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item label="排序号" name="sort_order">
            <InputNumber min={-9999} max={9999} />
          </Form.Item>
          <Form.Item name="enabled" valuePropName="checked">
            <Checkbox>显示</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
