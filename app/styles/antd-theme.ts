/**
 * The desktop's antd theme, shared by its ConfigProvider (desktop/layout.tsx) and the stylesheet
 * generator (scripts/generate-antd-css.tsx), so the classes the server renders are the ones the
 * generated app/styles/antd.css styles.
 */
import type { ThemeConfig } from 'antd';

/**
 * A fixed css-var key: antd otherwise names the class that carries its `--ant-*` variables after
 * React's useId, which differs between the server render and any stylesheet made in advance, and the
 * page would paint without variables until hydration injected them. No hash classes either: the
 * generated stylesheet is the only antd CSS, so there is nothing to isolate from.
 */
export const ANTD_CSS_VAR_KEY = 'css-var-ys';

export const ANTD_THEME: ThemeConfig = {
  hashed: false,
  cssVar: { key: ANTD_CSS_VAR_KEY },
};

/**
 * The generated stylesheet of one antd export, in app/styles/antd/ (`Button` → button.css,
 * `InputNumber` → input-number.css). The build adds it beside every import of that export
 * (vite.config.ts), so a page links the CSS of the components its modules use, and a chunk loaded
 * on demand brings its own.
 */
export const antdCssFile = (name: string) => `${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.css`;

/**
 * Components that render others and need their styles (AutoComplete is a Select, Modal.confirm has
 * Buttons, …): their stylesheet leaves those rules to the other's, and an import brings both.
 */
export const ANTD_CSS_USES: Record<string, string[]> = {
  App: ['Modal'],
  AutoComplete: ['Select'],
  Form: ['Input'],
  Input: ['Button'],
  List: ['Spin'],
  Modal: ['Button'],
  Pagination: ['Select'],
  Space: ['Button', 'Input'],
  Table: ['Pagination', 'Spin', 'Empty'],
  Tabs: ['Dropdown'],
};

/** The stylesheets an import of `name` needs: its own and, first, those of the components it renders. */
export function antdCssFiles(name: string): string[] {
  const uses = (ANTD_CSS_USES[name] ?? []).flatMap(antdCssFiles);
  return [...new Set([...uses, antdCssFile(name)])];
}
