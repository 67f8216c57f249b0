/**
 * Writes app/styles/antd/: the CSS of the antd components the app uses, one stylesheet per component
 * (button.css, …) plus base.css (the design tokens and resets every component shares), light tokens and
 * the dark algorithm's variables under `html[data-theme="dark"]`, all in the `antd` cascade layer. The
 * desktop renders antd in zero-runtime mode (no style generation in the browser), so these are all the
 * antd CSS a page gets; the build links each component's sheet wherever the component is imported
 * (antd-css-plugin.ts), so the server HTML carries the CSS the page uses and a page paints styled before
 * its scripts run.
 *
 * Each component in RENDERS is rendered on the server with antd's CSS-in-JS cache and the app's theme
 * (app/styles/antd-theme.ts), and the cache is extracted. Overlays render nothing on the server, so
 * their internal panels stand in. The build fails, and so does scripts/antd-css.test.ts, when app/
 * imports a component without a sheet. Rerun after adding an antd component or upgrading antd:
 * `npm run generate:antd-css` (the output is committed and reproducible).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { contrastTheme, DARK_COMPONENTS } from '../app/styles/antd-palette';
import { ANTD_CSS_USES, ANTD_THEME, antdCssFile } from '../app/styles/antd-theme';

const OUT_DIR = new URL('../app/styles/antd/', import.meta.url);
const require = createRequire(import.meta.url);

const {
  Alert,
  App,
  AutoComplete,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Collapse,
  ConfigProvider,
  DatePicker,
  Divider,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  Modal,
  Pagination,
  Popover,
  Progress,
  QRCode,
  Radio,
  Result,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Tooltip,
  message,
} = antd;

type Panel = ComponentType<Record<string, unknown>>;
/** antd's server-renderable stand-in of an overlay (what its own static style extraction renders). */
const panel = (component: unknown): Panel =>
  (component as { _InternalPanelDoNotUseOrYouWillBeFired: Panel })._InternalPanelDoNotUseOrYouWillBeFired;

/**
 * An overlay's styles as the open component registers them under the page's own ConfigProvider: its
 * component variables (`--ant-modal-content-bg`, …) on `.css-var-ys.ant-modal-css-var`. The panels above
 * register them under a nested provider of their own (a useId class, dropped by `rules`), so without this
 * an opened modal or dropdown would find no component variables (a transparent dialog).
 */
type StyleHook = (prefixCls: string, rootCls: string) => unknown;
const overlayStyles = (component: string): ComponentType => {
  const useStyle = (require(`antd/lib/${component}/style`) as { default: StyleHook }).default;
  return function OverlayStyles() {
    useStyle(`ant-${component}`, `ant-${component}-css-var`);
    return null;
  };
};
const ModalStyles = overlayStyles('modal');
const DropdownStyles = overlayStyles('dropdown');

const MenuPanel = panel(Dropdown);
const ModalPanel = panel(Modal);
const PopoverPanel = panel(Popover);
const TooltipPanel = panel(Tooltip);
const MessagePanel = panel(message);

/**
 * What to render for each antd export the app imports, with the variants whose styles antd registers
 * separately (TextArea, Password, Space.Compact, Modal.confirm, …).
 */
const RENDERS: Record<string, () => ReactNode> = {
  Alert: () => <Alert title="a" type="info" showIcon />,
  App: () => (
    <App>
      <ModalStyles />
      <MessagePanel type="success" content="a" />
      <ModalPanel type="confirm" title="a" />
    </App>
  ),
  AutoComplete: () => <AutoComplete options={[{ value: 'a' }]} />,
  Avatar: () => <Avatar>a</Avatar>,
  Badge: () => (
    <>
      <Badge count={1} size="small" />
      <Badge dot />
    </>
  ),
  Button: () => (
    <>
      <Button type="primary">a</Button>
      <Button type="link">a</Button>
    </>
  ),
  Card: () => <Card title="a">a</Card>,
  Checkbox: () => <Checkbox.Group options={['a']} />,
  Collapse: () => <Collapse items={[{ key: 'a', label: 'a', children: 'a' }]} defaultActiveKey="a" />,
  ConfigProvider: () => null,
  Divider: () => <Divider>a</Divider>,
  Dropdown: () => (
    <>
      <DropdownStyles />
      <MenuPanel menu={{ items: [{ key: 'a', label: 'a' }, { type: 'divider' }] }} />
    </>
  ),
  Empty: () => (
    <>
      <Empty />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
    </>
  ),
  Form: () => (
    <Form>
      <Form.Item label="a" name="a" rules={[{ required: true }]} help="a" validateStatus="error">
        <Input />
      </Form.Item>
    </Form>
  ),
  Input: () => (
    <>
      <Input />
      <Input.Password />
      <Input.TextArea showCount maxLength={9} />
      <Input.Search />
    </>
  ),
  // The calendar panel's rules come with the input's (antd registers both on mount).
  DatePicker: () => <DatePicker />,
  InputNumber: () => <InputNumber />,
  Layout: () => (
    <Layout hasSider>
      <Layout.Sider>a</Layout.Sider>
      <Layout>
        <Layout.Header>a</Layout.Header>
        <Layout.Content>a</Layout.Content>
      </Layout>
    </Layout>
  ),
  List: () => <List dataSource={['a']} renderItem={(item) => <List.Item>{item}</List.Item>} />,
  Menu: () => (
    <Menu
      mode="inline"
      selectedKeys={['a']}
      items={[{ type: 'group', key: 'g', label: 'g', children: [{ key: 'a', label: 'a' }] }]}
    />
  ),
  Modal: () => (
    <>
      <ModalStyles />
      <ModalPanel title="a">a</ModalPanel>
      <ModalPanel type="confirm" title="a">
        a
      </ModalPanel>
    </>
  ),
  Pagination: () => <Pagination total={100} />,
  Popover: () => <PopoverPanel title="a" content="a" />,
  Progress: () => <Progress percent={50} />,
  QRCode: () => <QRCode value="a" />,
  Radio: () => <Radio.Group options={['a']} optionType="button" />,
  Result: () => <Result status="success" title="a" />,
  Segmented: () => <Segmented options={['a', 'b']} />,
  Select: () => <Select options={[{ value: 'a' }]} />,
  Skeleton: () => (
    <>
      <Skeleton active avatar />
      <Skeleton.Input />
    </>
  ),
  Space: () => (
    <Space>
      <Space.Compact>
        <Button>a</Button>
        <Input />
      </Space.Compact>
    </Space>
  ),
  Spin: () => <Spin />,
  Table: () => (
    <Table
      rowKey="a"
      columns={[{ title: 'a', dataIndex: 'a' }]}
      dataSource={[{ a: 'a' }]}
      pagination={{ total: 100, pageSize: 10 }}
    />
  ),
  Tabs: () => <Tabs items={[{ key: 'a', label: 'a', children: 'a' }]} />,
  Tag: () => <Tag>a</Tag>,
  Tooltip: () => <TooltipPanel title="a" />,
};
const COMPONENTS = Object.keys(RENDERS);

/** antd's CSS for `elements`, extracted from its CSS-in-JS cache (flat rules; at-rules wrap their rules). */
function render(elements: ReactNode, mode: 'light' | 'dark'): string {
  const cache = createCache();
  const base = mode === 'dark' ? { ...ANTD_THEME, components: DARK_COMPONENTS } : ANTD_THEME;
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={contrastTheme(antd.theme, mode, base)}>{elements}</ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true });
}

/**
 * The top-level rules of extractStyle's CSS (an at-rule with its block as one rule), without the
 * variable blocks of antd's nested ConfigProviders: their class comes from useId, which no stylesheet
 * made in advance can know (the overlays they belong to inject them when they open).
 */
function rules(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      out.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return out.filter((rule) => rule && !rule.includes('.css-var-_R_'));
}

/** The `--*` declarations of a rule without nested blocks, or null. */
function variables(rule: string): { selector: string; vars: Map<string, string> } | null {
  const match = /^([^{}]+)\{([^{}]*)\}$/.exec(rule);
  if (!match) return null;
  const vars = new Map<string, string>();
  for (const decl of match[2].split(';')) {
    const colon = decl.indexOf(':');
    const name = decl.slice(0, colon).trim();
    if (colon > 0 && name.startsWith('--')) vars.set(name, decl.slice(colon + 1).trim());
  }
  return vars.size > 0 ? { selector: match[1].trim(), vars } : null;
}

/** The dark algorithm's variables that differ from the light ones, under html[data-theme="dark"]. */
function darkOverrides(light: string[], dark: string[]): string[] {
  const before = new Map<string, Map<string, string>>();
  for (const rule of light) {
    const parsed = variables(rule);
    if (parsed) before.set(parsed.selector, parsed.vars);
  }
  const out: string[] = [];
  for (const rule of dark) {
    const parsed = variables(rule);
    if (!parsed) continue;
    const changed = [...parsed.vars].filter(
      ([name, value]) => before.get(parsed.selector)?.get(name) !== value,
    );
    if (changed.length === 0) continue;
    const scoped = parsed.selector
      .split(',')
      .map((part) => `html[data-theme="dark"] ${part.trim()}`)
      .join(',');
    out.push(`${scoped}{${changed.map(([n, v]) => `${n}:${v};`).join('')}}`);
  }
  return out;
}

/** Light rules then dark overrides of `elements`. */
function sheet(elements: ReactNode): string[] {
  const light = rules(render(elements, 'light'));
  return [...light, ...darkOverrides(light, rules(render(elements, 'dark')))];
}

/**
 * In the `antd` cascade layer: the app's own CSS, unlayered, wins over antd's whatever the order the
 * per-component sheets arrive in (a route's chunk may load one after desktop.css).
 */
const layered = (list: string[]) => `@layer antd{\n${list.join('\n')}\n}\n`;
const banner = (what: string) =>
  `/* Generated by scripts/generate-antd-css.tsx (antd ${antd.version}): ${what}; do not edit. */\n`;

const sheets = new Map(COMPONENTS.map((name) => [name, sheet(RENDERS[name]())]));
/** A component's own rules: not those of the components it renders (their sheets come with it). */
const own = (name: string) => {
  const used = new Set((ANTD_CSS_USES[name] ?? []).flatMap((other) => sheets.get(other) ?? []));
  return (sheets.get(name) ?? []).filter((rule) => !shared.has(rule) && !used.has(rule));
};
/** What every component renders: the token variables, the reset and the icon styles. */
const shared = new Set([...sheets.values()].reduce((a, b) => a.filter((rule) => b.includes(rule))));
rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR);
writeFileSync(
  new URL('base.css', OUT_DIR),
  `${banner('the variables and resets every component shares')}@layer antd;\n${layered([...shared])}`,
);
for (const name of COMPONENTS) {
  const list = own(name);
  writeFileSync(new URL(antdCssFile(name), OUT_DIR), `${banner(name)}${list.length ? layered(list) : ''}`);
}
console.log(`wrote ${sheets.size + 1} stylesheets to ${OUT_DIR.pathname}`);
