/**
 * /console/brokers, 券商开户: the partner brokers (name, logo, intro, order, on/off) and their offers
 * (title, benefits, steps, https opening link, dates, order, on/off), with each offer's 去开户 count.
 */
import {
  BROKER_MSG,
  type BrokerSaveBody,
  type ConsoleBroker,
  type ConsoleOffer,
  isHttpsLink,
} from '@common/broker';
import { isSiteOrHttpsLink } from '@common/safe-path';
import { Button, Card, Form, Input, Space, Table, Tag } from 'antd';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { ConsoleEditModal, OrderFields, RowActions, useConsoleEditor } from '~/console/crud';
import { linkRule } from '~/console/form-rules';
import { useConsoleList } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('broker.manage');

export const meta = consoleMeta('券商开户');

/** The offer form: benefits and steps are edited one per line. */
interface OfferForm {
  id?: number;
  broker_id: number;
  title: string;
  benefits: string;
  steps: string;
  link: string;
  valid_from: string;
  valid_to: string;
  sort_no: number;
  enabled: boolean;
}

const EMPTY_BROKER: BrokerSaveBody = { name: '', logo_url: '', intro: '', sort_no: 0, enabled: true };
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const DAY_RULE = { pattern: /^(\d{4}-\d{2}-\d{2})?$/, message: BROKER_MSG.dateInvalid };

const offerForm = (o: ConsoleOffer): OfferForm => ({
  id: o.id,
  broker_id: o.broker_id,
  title: o.title,
  benefits: o.benefits.join('\n'),
  steps: o.steps.join('\n'),
  link: o.link,
  valid_from: o.valid_from ?? '',
  valid_to: o.valid_to ?? '',
  sort_no: o.sort_no,
  enabled: o.enabled,
});

const rangeText = (o: ConsoleOffer) =>
  !o.valid_from && !o.valid_to ? '长期' : `${o.valid_from ?? '不限'} 至 ${o.valid_to ?? '不限'}`;

export default function ConsoleBrokers() {
  const { data, loading, reload } = useConsoleList<ConsoleBroker[]>('/api/console/broker/list');
  const broker = useConsoleEditor<BrokerSaveBody>({
    reload,
    fields: (b) => b,
    save: (values, b) => ['/api/console/broker/save', { ...values, id: b.id }, BROKER_MSG.saved],
  });
  const offer = useConsoleEditor<OfferForm>({
    reload,
    fields: (o) => o,
    save: (values, o) => [
      '/api/console/broker/item/save',
      {
        ...values,
        id: o.id,
        broker_id: o.broker_id,
        benefits: lines(values.benefits ?? ''),
        steps: lines(values.steps ?? ''),
      },
      BROKER_MSG.saved,
    ],
  });
  const busy = broker.busy || offer.busy;

  return (
    <section>
      <h1>券商开户</h1>
      <p>
        /open-account
        的合作券商与开户活动。停用、未开始或已过期的活动不对外显示；点击量为「去开户」按钮被点击的次数。
      </p>
      <Button type="primary" onClick={() => broker.open(EMPTY_BROKER)} style={{ marginBottom: 16 }}>
        新增券商
      </Button>
      {loading && !data && <p>加载中…</p>}
      {data?.map((b) => (
        <Card
          key={b.id}
          size="small"
          style={{ marginBottom: 16 }}
          title={
            <Space>
              <span>{b.name}</span>
              {b.enabled ? <Tag color="green">显示</Tag> : <Tag>停用</Tag>}
              <span style={{ fontWeight: 'normal' }}>排序 {b.sort_no}</span>
            </Space>
          }
          extra={
            <RowActions
              busy={busy}
              edit="编辑券商"
              onEdit={() => broker.open(b)}
              remove="删除券商"
              onRemove={() => broker.act('/api/console/broker/remove', { id: b.id }, BROKER_MSG.deleted)}
            >
              <Button
                size="small"
                onClick={() =>
                  offer.open({
                    broker_id: b.id,
                    title: '',
                    benefits: '',
                    steps: '',
                    link: 'https://',
                    valid_from: '',
                    valid_to: '',
                    sort_no: 0,
                    enabled: true,
                  })
                }
              >
                新增活动
              </Button>
            </RowActions>
          }
        >
          {b.intro && <p>{b.intro}</p>}
          <Table<ConsoleOffer>
            rowKey="id"
            size="small"
            dataSource={b.offers}
            pagination={false}
            locale={{ emptyText: '暂无开户活动' }}
            columns={[
              { title: '排序', dataIndex: 'sort_no', width: 60 },
              { title: '活动', dataIndex: 'title' },
              { title: '有效期', width: 200, render: (_, o) => rangeText(o) },
              {
                title: '状态',
                width: 70,
                render: (_, o) => (o.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
              },
              { title: '点击量', dataIndex: 'clicks', width: 80 },
              {
                title: '操作',
                width: 150,
                render: (_, o) => (
                  <RowActions
                    busy={busy}
                    onEdit={() => offer.open(offerForm(o))}
                    onRemove={() =>
                      offer.act('/api/console/broker/item/remove', { id: o.id }, BROKER_MSG.deleted)
                    }
                  />
                ),
              },
            ]}
          />
        </Card>
      ))}
      <ConsoleEditModal
        editor={broker}
        title={broker.editing?.id ? '编辑券商' : '新增券商'}
        name="broker"
        initialValues={EMPTY_BROKER}
      >
        <Form.Item
          label="券商名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请填写券商名称' }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          label="图标地址"
          name="logo_url"
          extra="https 图片地址或站内路径；留空显示名称首字"
          rules={[linkRule(isSiteOrHttpsLink, BROKER_MSG.logoInvalid, true)]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item label="简介" name="intro">
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
        <OrderFields />
      </ConsoleEditModal>
      <ConsoleEditModal
        editor={offer}
        title={offer.editing?.id ? '编辑开户活动' : '新增开户活动'}
        name="offer"
      >
        <Form.Item
          label="活动标题"
          name="title"
          rules={[{ required: true, whitespace: true, message: '请填写活动标题' }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label="活动权益" name="benefits" extra="每行一条，最多 10 条">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item label="开户步骤" name="steps" extra="每行一步，最多 10 步">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item
          label="开户链接"
          name="link"
          extra="券商的开户页，须为 https 地址，经离站提示页打开"
          rules={[linkRule(isHttpsLink, BROKER_MSG.linkInvalid)]}
        >
          <Input maxLength={1000} />
        </Form.Item>
        <Space>
          <Form.Item label="开始日期" name="valid_from" rules={[DAY_RULE]} extra="YYYY-MM-DD，留空不限">
            <Input maxLength={10} placeholder="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item label="结束日期" name="valid_to" rules={[DAY_RULE]} extra="含当天，留空不限">
            <Input maxLength={10} placeholder="YYYY-MM-DD" />
          </Form.Item>
        </Space>
        <OrderFields enabled="启用" />
      </ConsoleEditModal>
    </section>
  );
}
