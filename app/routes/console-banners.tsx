/** /console/banners, 横幅: the home sidebar's slides (title, text, link, colour, order, on/off). */
import {
  BANNER_TONE_LABEL,
  BANNER_TONES,
  type BannerRow,
  type BannerSaveBody,
  MODERATION_MSG,
} from '@common/moderation';
import { isSiteOrHttpsLink } from '@common/safe-path';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { requireConsole } from '~/console/console-session.server';
import { useConsoleCall, useConsoleList } from '~/features/console-moderation/use-console-call';
import type { Route } from './+types/console-banners';

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, 'site.manage');
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: '横幅 - 研社管理后台' }];

const EMPTY: BannerSaveBody = { title: '', text: '', link: '/', tone: 'red', sort_no: 0, enabled: true };

export default function ConsoleBanners() {
  const { data, loading, reload } = useConsoleList<BannerRow[]>('/api/console/banner/list');
  const { call, busy } = useConsoleCall();
  const [editing, setEditing] = useState<BannerSaveBody | null>(null);
  const [form] = Form.useForm<BannerSaveBody>();
  useEffect(() => {
    void reload();
  }, [reload]);
  const open = (b: BannerSaveBody) => {
    setEditing(b);
    form.setFieldsValue(b);
  };
  const save = async (values: BannerSaveBody) => {
    const body = { ...values, id: editing?.id };
    if ((await call('/api/console/banner/save', body, MODERATION_MSG.saved)) !== undefined) {
      setEditing(null);
      await reload();
    }
  };
  const remove = async (id: number) => {
    if ((await call('/api/console/banner/remove', { id }, MODERATION_MSG.deleted)) !== undefined)
      await reload();
  };
  return (
    <section>
      <h1>横幅</h1>
      <p>首页侧栏的轮播横幅：按排序号从小到大轮播，每 3 秒切换，鼠标悬停时暂停。</p>
      <Button type="primary" onClick={() => open(EMPTY)} style={{ marginBottom: 16 }}>
        新增横幅
      </Button>
      <Table<BannerRow>
        rowKey="id"
        loading={loading}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          { title: '排序', dataIndex: 'sort_no', width: 70 },
          { title: '标题', dataIndex: 'title' },
          { title: '文字', dataIndex: 'text' },
          { title: '链接', dataIndex: 'link' },
          { title: '颜色', width: 80, render: (_, b) => BANNER_TONE_LABEL[b.tone] },
          {
            title: '状态',
            width: 80,
            render: (_, b) => (b.enabled ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
          },
          {
            title: '操作',
            width: 150,
            render: (_, b) => (
              <Space>
                <Button size="small" onClick={() => open(b)}>
                  编辑
                </Button>
                <Button danger size="small" disabled={busy} onClick={() => remove(b.id)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.id ? '编辑横幅' : '新增横幅'}
        open={editing !== null}
        okText="保存"
        okButtonProps={{ loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={save} name="banner" initialValues={EMPTY}>
          <Form.Item
            label="标题"
            name="title"
            rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item label="文字" name="text">
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            label="链接"
            name="link"
            extra="站内路径（如 /product）或 https 地址（经离站提示页打开）"
            rules={[
              {
                validator: (_, v: string) =>
                  isSiteOrHttpsLink(v?.trim() ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(MODERATION_MSG.bannerLinkInvalid)),
              },
            ]}
          >
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item label="颜色" name="tone">
            <Select options={BANNER_TONES.map((t) => ({ value: t, label: BANNER_TONE_LABEL[t] }))} />
          </Form.Item>
          <Form.Item label="排序号" name="sort_no">
            <InputNumber min={0} max={9999} />
          </Form.Item>
          <Form.Item name="enabled" valuePropName="checked">
            <Checkbox>显示</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
