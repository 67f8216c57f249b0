/**
 * /console/pages, 活动与帮助页: editor-made pages served at /mall-api/page/{slug}/origin (a title and
 * HTML, sanitised by the server when saved).
 */
import { type ConsolePage, PAGE_SLUG_PATTERN, SITE_CONFIG_MSG, sitePageUrl } from '@common/site-config';
import { Button, Form, Input, Modal, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { requireConsole } from '~/console/console-session.server';
import { useConsoleCall, useConsoleList } from '~/features/console-moderation/use-console-call';
import type { Route } from './+types/console-pages';

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, 'config.manage');
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: '活动与帮助页 - 研社管理后台' }];

interface PageForm {
  id?: number;
  slug: string;
  title: string;
  content: string;
}

const EMPTY: PageForm = { slug: '', title: '', content: '' };

export default function ConsolePages() {
  const { data, loading, reload } = useConsoleList<ConsolePage[]>('/api/console/page/list');
  const { call, busy } = useConsoleCall();
  const [editing, setEditing] = useState<PageForm | null>(null);
  const [form] = Form.useForm<PageForm>();
  useEffect(() => {
    void reload();
  }, [reload]);
  const open = (p: PageForm) => {
    setEditing(p);
    form.setFieldsValue(p);
  };
  const save = async (values: PageForm) => {
    if (
      (await call('/api/console/page/save', { ...values, id: editing?.id }, SITE_CONFIG_MSG.saved)) !==
      undefined
    ) {
      setEditing(null);
      await reload();
    }
  };
  const remove = async (id: number) => {
    if ((await call('/api/console/page/remove', { id }, SITE_CONFIG_MSG.deleted)) !== undefined)
      await reload();
  };
  return (
    <section>
      <h1>活动与帮助页</h1>
      <p>
        页面地址为 /mall-api/page/页面标识/origin：浏览器打开显示网页，客户端调用返回 JSON。正文为
        HTML，保存时服务器会去掉脚本、事件属性等不安全内容，站外链接经离站提示页打开。
      </p>
      <Button type="primary" onClick={() => open(EMPTY)} style={{ marginBottom: 16 }}>
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
              <Space>
                <a href={sitePageUrl(p.slug)} target="_blank" rel="noreferrer">
                  打开
                </a>
                <Button size="small" onClick={() => open(p)}>
                  编辑
                </Button>
                <Button danger size="small" disabled={busy} onClick={() => remove(p.id)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.id ? '编辑页面' : '新增页面'}
        open={editing !== null}
        okText="保存"
        okButtonProps={{ loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        width={720}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={save} name="site-page" initialValues={EMPTY}>
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
        </Form>
      </Modal>
    </section>
  );
}
