/**
 * /console/pages, 活动与帮助页: editor-made pages served at /mall-api/page/{slug}/origin (a title and
 * HTML, sanitised by the server when saved).
 */
import { type ConsolePage, PAGE_SLUG_PATTERN, SITE_CONFIG_MSG, sitePageUrl } from '@common/site-config';
import { Button, Form, Input, Table } from 'antd';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { ConsoleEditModal, RowActions, useConsoleEditor } from '~/console/crud';
import { useConsoleList } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('config.manage');

export const meta = consoleMeta('活动与帮助页');

interface PageForm {
  id?: number;
  slug: string;
  title: string;
  content: string;
}

const EMPTY: PageForm = { slug: '', title: '', content: '' };

export default function ConsolePages() {
  const { data, loading, reload } = useConsoleList<ConsolePage[]>('/api/console/page/list');
  const editor = useConsoleEditor<PageForm>({
    reload,
    fields: (p) => p,
    save: (values, p) => ['/api/console/page/save', { ...values, id: p.id }, SITE_CONFIG_MSG.saved],
  });
  return (
    <section>
      <h1>活动与帮助页</h1>
      <p>
        页面地址为 /mall-api/page/页面标识/origin：浏览器打开显示网页，客户端调用返回 JSON。正文为
        HTML，保存时服务器会去掉脚本、事件属性等不安全内容，站外链接经离站提示页打开。
      </p>
      <Button type="primary" onClick={() => editor.open(EMPTY)} style={{ marginBottom: 16 }}>
        新增页面
      </Button>
      <Table<ConsolePage>
        rowKey="id"
        loading={loading}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          { title: '页面标识', dataIndex: 'slug', width: 200 },
          { title: '标题', dataIndex: 'title' },
          { title: '更新时间', dataIndex: 'updated_at', width: 180 },
          {
            title: '操作',
            width: 200,
            render: (_, p) => (
              <RowActions
                busy={editor.busy}
                onEdit={() => editor.open(p)}
                onRemove={() => editor.act('/api/console/page/remove', { id: p.id }, SITE_CONFIG_MSG.deleted)}
              >
                <a href={sitePageUrl(p.slug)} target="_blank" rel="noreferrer">
                  打开
                </a>
              </RowActions>
            ),
          },
        ]}
      />
      <ConsoleEditModal
        editor={editor}
        title={editor.editing?.id ? '编辑页面' : '新增页面'}
        name="site-page"
        initialValues={EMPTY}
        width={720}
      >
        <Form.Item
          label="页面标识"
          name="slug"
          extra="小写字母、数字、- 和 _，如 spring-campaign"
          rules={[{ required: true, pattern: PAGE_SLUG_PATTERN, message: SITE_CONFIG_MSG.slugInvalid }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          label="标题"
          name="title"
          rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item label="正文（HTML）" name="content">
          <Input.TextArea rows={12} />
        </Form.Item>
      </ConsoleEditModal>
    </section>
  );
}
