/** /console/banners, 横幅: the home sidebar's slides (title, text, link, colour, order, on/off). */
import {
  BANNER_TONE_LABEL,
  BANNER_TONES,
  type BannerRow,
  type BannerSaveBody,
  MODERATION_MSG,
} from '@common/moderation';
import { isSiteOrHttpsLink } from '@common/safe-path';
import { Button, Form, Input, Select, Table, Tag } from 'antd';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { ConsoleEditModal, OrderFields, RowActions, useConsoleEditor } from '~/console/crud';
import { linkRule } from '~/console/form-rules';
import { useConsoleList } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('site.manage');

export const meta = consoleMeta('横幅');

const EMPTY: BannerSaveBody = { title: '', text: '', link: '/', tone: 'red', sort_no: 0, enabled: true };

export default function ConsoleBanners() {
  const { data, loading, reload } = useConsoleList<BannerRow[]>('/api/console/banner/list');
  const editor = useConsoleEditor<BannerSaveBody>({
    reload,
    fields: (b) => b,
    save: (values, b) => ['/api/console/banner/save', { ...values, id: b.id }, MODERATION_MSG.saved],
  });
  return (
    <section>
      <h1>横幅</h1>
      <p>首页侧栏的轮播横幅：按排序号从小到大轮播，每 3 秒切换，鼠标悬停时暂停。</p>
      <Button type="primary" onClick={() => editor.open(EMPTY)} style={{ marginBottom: 16 }}>
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
              <RowActions
                busy={editor.busy}
                onEdit={() => editor.open(b)}
                onRemove={() =>
                  editor.act('/api/console/banner/remove', { id: b.id }, MODERATION_MSG.deleted)
                }
              />
            ),
          },
        ]}
      />
      <ConsoleEditModal
        editor={editor}
        title={editor.editing?.id ? '编辑横幅' : '新增横幅'}
        name="banner"
        initialValues={EMPTY}
      >
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
          rules={[linkRule(isSiteOrHttpsLink, MODERATION_MSG.bannerLinkInvalid)]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item label="颜色" name="tone">
          <Select options={BANNER_TONES.map((t) => ({ value: t, label: BANNER_TONE_LABEL[t] }))} />
        </Form.Item>
        <OrderFields />
      </ConsoleEditModal>
    </section>
  );
}
