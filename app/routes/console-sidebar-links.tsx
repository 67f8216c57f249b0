/**
 * /console/sidebar-links, 公告链接: the home sidebar's announcement links (title, link, order, on/off),
 * shown before the newest imported announcements. Audited on the server.
 */

import type { SidebarLink } from '@common/announcement';
import { ANNOUNCEMENT_MSG, SIDEBAR_ANNOUNCEMENT_COUNT } from '@common/announcement-vocab';
import { isSiteOrHttpsLink } from '@common/safe-path';
import { Button, Form, Input, Table, Tag } from 'antd';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { ConsoleEditModal, OrderFields, RowActions, useConsoleEditor } from '~/console/crud';
import { linkRule } from '~/console/form-rules';
import { useConsoleList } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('site.manage');

export const meta = consoleMeta('公告链接');

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
  const editor = useConsoleEditor<LinkForm>({
    reload,
    fields: (l) => l,
    save: (values, l) => [
      l.id ? '/api/console/sidebar-link/update' : '/api/console/sidebar-link/add',
      { ...values, title: values.title.trim(), link: values.link.trim(), id: l.id },
      '已保存',
    ],
  });
  return (
    <section>
      <h1>公告链接</h1>
      <p>
        首页侧栏“公告”卡片的链接：显示中的链接按排序号从小到大排在最前，其余位置由最新导入的公告补足（共{' '}
        {SIDEBAR_ANNOUNCEMENT_COUNT} 条）。
      </p>
      <Button type="primary" onClick={() => editor.open(EMPTY)} style={{ marginBottom: 16 }}>
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
              <RowActions
                busy={editor.busy}
                onEdit={() => editor.open(l)}
                confirm={`确定删除“${l.title}”?`}
                onRemove={() => editor.act('/api/console/sidebar-link/delete', { id: l.id }, '已删除')}
              />
            ),
          },
        ]}
      />
      <ConsoleEditModal
        editor={editor}
        title={editor.editing?.id ? '编辑链接' : '新增链接'}
        name="sidebar-link"
        initialValues={EMPTY}
      >
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
          rules={[linkRule(isSiteOrHttpsLink, ANNOUNCEMENT_MSG.linkUrl)]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <OrderFields name="sort_order" min={-9999} />
      </ConsoleEditModal>
    </section>
  );
}
