/**
 * Global zod settings, shared by the server and the browser. Every module that builds a schema imports
 * this one before zod (ESM then runs it first), and server/app.ts imports it first; the browser's root
 * does not, so a page whose first load needs no schema carries no zod:
 *
 * - `jitless` in the browser: zod otherwise probes `new Function` when it builds its first object schema,
 *   which the site's CSP (no 'unsafe-eval') reports as a script-src violation on every page. The server
 *   has no CSP and keeps zod's compiled parsers: they validate every response (+15 % req/s measured on a
 *   route answering 52 objects).
 * - Messages: every validation message a user or API client sees is Chinese. A schema's own message
 *   (SPEC §5 texts, `{ error: ... }`) always wins; for the rest `chineseIssue` words the issue and names
 *   the field when it knows it, and zod's zh-CN locale stays the base for issue kinds we do not word.
 */
import { type core, z } from 'zod';

/** Chinese names of request fields, for messages that name the field. */
const FIELD_LABELS: Record<string, string> = {
  action: '操作',
  article_id: '帖子',
  attachments: '附件',
  avatar: '头像',
  back_garden: '版块',
  before_id: '私信',
  category_id: '分类',
  city_code: '城市',
  code: '验证码',
  comment_id: '评论',
  content: '内容',
  copy_limit: '禁止复制',
  country_code: '国家区号',
  cover: '封面',
  cursor: '翻页位置',
  end_time: '结束时间',
  exact: '精确匹配',
  fans_limit: '粉丝可见',
  image: '图片',
  interest_disclosure: '利益披露',
  is_add: '是否已添加',
  is_newest: '最新排序',
  keyword: '关键词',
  limit: '每页条数',
  link_title: '链接标题',
  link_url: '链接',
  medal_id: '勋章',
  message_id: '私信',
  muted_types: '免打扰类型',
  nickname: '用户名',
  notice_id: '通知',
  old_password: '原密码',
  open_id: '微信授权信息',
  order: '排序方式',
  parent_id: '上级评论',
  password: '密码',
  path: '跳转地址',
  phone: '手机号',
  profile: '个人简介',
  province_code: '省份',
  read_integral: '阅读工分',
  read_limit: '阅读限制',
  reason: '理由',
  reply_to: '回复对象',
  reply_to_user_id: '回复对象',
  size: '文件大小',
  start: '页码',
  start_time: '开始时间',
  stock_id: '股票',
  summary: '摘要',
  tags: '标签',
  target_type: '对象类型',
  title: '标题',
  to_user_id: '用户',
  type: '类型',
  union_id: '微信授权信息',
  url: '链接',
  user_id: '用户',
};

/** The field an issue is about: the innermost named key of its path, or the request itself. */
function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((k): k is string => typeof k === 'string');
  if (key === undefined) return '请求参数';
  return Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key] : '参数';
}

const TYPE_NAMES: Record<string, string> = {
  number: '数字',
  int: '整数',
  bigint: '整数',
  string: '文字',
  boolean: '布尔值',
  array: '列表',
  object: '对象',
  date: '日期',
};

/** zod's number checks for `.int()` bound values by the safe-integer range; that range means nothing to users. */
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

function tooBig(label: string, iss: core.$ZodRawIssue<core.$ZodIssueTooBig>): string {
  const max = Number(iss.maximum);
  switch (iss.origin) {
    case 'string':
      return `${label}最多${max}个字`;
    case 'array':
    case 'set':
      return `${label}最多${max}项`;
    case 'file':
      return `${label}过大`;
    default:
      if (Math.abs(max) >= SAFE_BOUND) return `${label}数值过大`;
      return iss.inclusive ? `${label}不能大于${max}` : `${label}必须小于${max}`;
  }
}

function tooSmall(label: string, iss: core.$ZodRawIssue<core.$ZodIssueTooSmall>): string {
  const min = Number(iss.minimum);
  switch (iss.origin) {
    case 'string':
      return min <= 1 ? `${label}不能为空` : `${label}至少${min}个字`;
    case 'array':
    case 'set':
      return min <= 1 ? `${label}不能为空` : `${label}至少${min}项`;
    default:
      if (Math.abs(min) >= SAFE_BOUND) return `${label}数值过小`;
      return iss.inclusive ? `${label}不能小于${min}` : `${label}必须大于${min}`;
  }
}

/** A Chinese message for an issue its schema did not word; undefined leaves it to the zh-CN locale. */
function chineseIssue(iss: core.$ZodRawIssue): string | undefined {
  const label = fieldLabel(iss.path);
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.input === undefined) return `${label}不能为空`;
      const expected = TYPE_NAMES[iss.expected];
      return expected ? `${label}应为${expected}` : `${label}格式有误`;
    }
    case 'too_big':
      return tooBig(label, iss);
    case 'too_small':
      return tooSmall(label, iss);
    case 'not_multiple_of':
      return `${label}应为${Number(iss.divisor)}的倍数`;
    case 'invalid_value':
      return `${label}取值有误`;
    case 'unrecognized_keys':
      return '请求含有不支持的参数';
    case 'invalid_format':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${label}格式有误`;
    case 'custom':
      return `${label}有误`;
    default:
      return undefined;
  }
}

z.config(z.locales.zhCN());
const inBrowser = typeof document !== 'undefined';
z.config({ customError: chineseIssue, jitless: inBrowser });
