/**
 * /console/industry, 产业库: editors create, change, pin, order and delete the industry-chain library's
 * items (theme, day, related stocks, write-up, images). Up and down swap an item with its neighbour on the
 * page (pinned and unpinned items are ordered apart).
 */
import { ArrowDownOutlined, ArrowUpOutlined, UploadOutlined } from '@ant-design/icons';
import type { IndustryFields, IndustryItem } from '@common/industry';
import {
  INDUSTRY_IMGS_MAX,
  INDUSTRY_MSG,
  INDUSTRY_STOCKS_MAX,
  INDUSTRY_THEME_MAX,
  parseIndustryImgs,
} from '@common/industry-vocab';
import type { StockItem } from '@common/stock';
import type { StsToken } from '@common/upload';
import { Button, Checkbox, Form, Input, Select, Space, Table, Tag } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { ConsoleFormDialog, RowActions, useConsoleEditor } from '~/console/crud';
import { useConsolePaged } from '~/features/console-moderation/use-console-call';
import { checkFile, put } from '~/features/editor/upload';
import { useStockSuggestions } from '~/features/stock-picker/use-stock-suggestions';
import { htmlToLines, linesToHtml } from '~/features/timeline/timeline-event-form';
import { api } from '~/lib/api';

export const loader = consolePageLoader('industry.manage');

export const meta = consoleMeta('产业库');

interface StockOption {
  value: number;
  label: string;
}

interface FormValues {
  theme: string;
  date: string;
  stocks: StockOption[];
  text: string;
  is_top: boolean;
}

const stockLabel = (s: Pick<StockItem, 'name' | 'code'>) => `${s.name}(${s.code})`;
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Related stocks: a multiple select searching the stock list by code, name or pinyin. */
function StockSelect({ value, onChange }: { value?: StockOption[]; onChange?: (v: StockOption[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const { stocks, loading } = useStockSuggestions(keyword, 10);
  return (
    <Select<StockOption[]>
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      aria-label="相关股票"
      placeholder="输入代码、名称或拼音"
      loading={loading}
      value={value}
      onChange={(v) => {
        setKeyword('');
        onChange?.(v.slice(0, INDUSTRY_STOCKS_MAX));
      }}
      options={stocks.map((s) => ({ value: s.stock_id, label: stockLabel(s) }))}
      notFoundContent={keyword ? '没有找到股票' : null}
    />
  );
}

/** Item images: uploaded through the console's ticket (the site's upload), shown as thumbnails. */
function ImagesField({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(file, 'image');
    if (problem) {
      void message.error(problem);
      return;
    }
    setUploading(true);
    try {
      const token = await api<StsToken>('/api/console/industry/upload-token', {
        type: 'image',
        name: file.name,
        size: file.size,
        mime: file.type,
      });
      await put(token.upload_url, token.headers, file);
      onChange([...images, token.url]);
    } catch (error) {
      if (error instanceof Error && error.name === 'UploadError') void message.error(error.message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div>
      <Space wrap>
        {images.map((src) => (
          <div key={src} className="console-industry-image">
            <img src={src} alt="" width={96} height={72} style={{ objectFit: 'cover', display: 'block' }} />
            <Button size="small" type="link" danger onClick={() => onChange(images.filter((i) => i !== src))}>
              移除
            </Button>
          </div>
        ))}
      </Space>
      <input ref={input} type="file" accept="image/*" hidden onChange={(e) => void pick(e)} />
      <div>
        <Button
          icon={<UploadOutlined />}
          loading={uploading}
          disabled={images.length >= INDUSTRY_IMGS_MAX}
          onClick={() => input.current?.click()}
        >
          上传图片（最多{INDUSTRY_IMGS_MAX}张）
        </Button>
      </div>
    </div>
  );
}

function ItemForm({
  item,
  pending,
  onSubmit,
}: {
  item: IndustryItem | null;
  pending: boolean;
  onSubmit: (fields: IndustryFields) => void;
}) {
  const [images, setImages] = useState<string[]>(item ? parseIndustryImgs(item.imgs) : []);
  const initial: FormValues = item
    ? {
        theme: item.theme,
        date: item.date,
        stocks: item.stock_list.map((s) => ({ value: s.stock_id, label: stockLabel(s) })),
        text: htmlToLines(item.content),
        is_top: item.is_top === 1,
      }
    : { theme: '', date: today(), stocks: [], text: '', is_top: false };
  return (
    <Form<FormValues>
      name="industry-item"
      layout="vertical"
      initialValues={initial}
      onFinish={(v) =>
        onSubmit({
          theme: v.theme.trim(),
          date: v.date,
          stock_ids: v.stocks.map((s) => s.value),
          content: linesToHtml(v.text),
          imgs: images,
          is_top: v.is_top ? 1 : 0,
        })
      }
    >
      <Space align="start">
        <Form.Item
          label="主题"
          name="theme"
          rules={[{ required: true, whitespace: true, message: '请输入主题' }]}
        >
          <Input maxLength={INDUSTRY_THEME_MAX} showCount style={{ width: 280 }} />
        </Form.Item>
        <Form.Item label="日期" name="date" rules={[{ required: true, message: '请选择日期' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="置顶" name="is_top" valuePropName="checked">
          <Checkbox>置顶</Checkbox>
        </Form.Item>
      </Space>
      <Form.Item label="相关股票" name="stocks">
        <StockSelect />
      </Form.Item>
      <Form.Item label="内容" name="text" extra="每行一段">
        <Input.TextArea rows={8} maxLength={20000} showCount />
      </Form.Item>
      <Form.Item label="图片">
        <ImagesField images={images} onChange={setImages} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        保存
      </Button>
    </Form>
  );
}

export default function ConsoleIndustry() {
  const [keyword, setKeyword] = useState('');
  const { rows, reload, setPage, table } = useConsolePaged<IndustryItem>('/api/v1/industry/list', {
    keyword,
  });
  /** The item being edited (null: a new one). */
  const editor = useConsoleEditor<IndustryItem | null, IndustryFields>({
    reload,
    save: (fields, item) =>
      item
        ? ['/api/console/industry/edit', { ...fields, industry_id: item.industry_id }, INDUSTRY_MSG.updated]
        : ['/api/console/industry/create', fields, INDUSTRY_MSG.created],
  });
  const { act, busy } = editor;

  /** The edit dialog works on the detail: the list carries the text, the form needs the HTML. */
  const openEdit = async (item: IndustryItem) => {
    try {
      editor.open(await api<IndustryItem>('/api/v1/industry/detail', { industry_id: item.industry_id }));
    } catch {
      // Toasted by the API client.
    }
  };

  /** Swaps an item with its neighbour on this page, within its group. */
  const move = async (index: number, step: -1 | 1) => {
    const item = rows[index];
    const other = rows[index + step];
    if (!other || other.is_top !== item.is_top) return;
    const ids = step === -1 ? [item.industry_id, other.industry_id] : [other.industry_id, item.industry_id];
    await act('/api/console/industry/reorder', { ids }, INDUSTRY_MSG.reordered);
  };
  const movable = (index: number, step: -1 | 1) => rows[index + step]?.is_top === rows[index]?.is_top;

  return (
    <section>
      <h1>产业库</h1>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索产业链"
          placeholder="搜索主题、相关股票或内容"
          allowClear
          onSearch={(value) => {
            setPage(1);
            setKeyword(value.trim());
          }}
          style={{ width: 300 }}
        />
        <Button type="primary" onClick={() => editor.open(null)}>
          新建条目
        </Button>
      </Space>
      <Table<IndustryItem>
        rowKey="industry_id"
        {...table}
        columns={[
          {
            title: '排序',
            width: 90,
            render: (_, item, index) => (
              <Space size={4}>
                <Button
                  size="small"
                  aria-label={`上移 ${item.title}`}
                  icon={<ArrowUpOutlined />}
                  disabled={busy || keyword !== '' || !movable(index, -1)}
                  onClick={() => void move(index, -1)}
                />
                <Button
                  size="small"
                  aria-label={`下移 ${item.title}`}
                  icon={<ArrowDownOutlined />}
                  disabled={busy || keyword !== '' || !movable(index, 1)}
                  onClick={() => void move(index, 1)}
                />
              </Space>
            ),
          },
          {
            title: '标题',
            render: (_, item) => (
              <Space>
                {item.is_top === 1 && <Tag color="red">置顶</Tag>}
                <a href={`/industryChain/${item.industry_id}`} target="_blank" rel="noreferrer">
                  {item.title}
                </a>
              </Space>
            ),
          },
          { title: '相关股票', render: (_, item) => item.stock_list.map((s) => s.name).join('、') },
          { title: '图片', width: 60, render: (_, item) => parseIndustryImgs(item.imgs).length },
          { title: '浏览', dataIndex: 'browse_count', width: 70 },
          { title: '转发', dataIndex: 'forward_count', width: 70 },
          {
            title: '操作',
            width: 220,
            render: (_, item) => (
              <RowActions
                busy={busy}
                onEdit={() => void openEdit(item)}
                middle={
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() =>
                      act(
                        '/api/console/industry/pin',
                        { industry_id: item.industry_id, is_top: item.is_top ? 0 : 1 },
                        item.is_top ? INDUSTRY_MSG.unpinned : INDUSTRY_MSG.pinned,
                      )
                    }
                  >
                    {item.is_top ? '取消置顶' : '置顶'}
                  </Button>
                }
                confirm
                onRemove={() =>
                  act('/api/console/industry/delete', { industry_id: item.industry_id }, INDUSTRY_MSG.deleted)
                }
              />
            ),
          },
        ]}
      />
      <ConsoleFormDialog editor={editor} title={editor.editing ? '编辑条目' : '新建条目'} width={800}>
        {(item) => (
          <ItemForm
            key={item?.industry_id ?? 'new'}
            item={item}
            pending={busy}
            onSubmit={(f) => void editor.submit(f)}
          />
        )}
      </ConsoleFormDialog>
    </section>
  );
}
