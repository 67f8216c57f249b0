/**
 * The desktop's antd colours moved to WCAG 2.1 AA contrast (issue 18): antd's defaults put text at 4.0:1
 * (#1677ff links on white, white on primary buttons), secondary text at 3.4:1 (45 % black) and
 * placeholders at 1.6:1. Each theme's algorithm is antd's own, run on adjusted seeds, with the text
 * colours lifted afterwards. Used where antd's CSS is generated and its JS-side tokens are fixed (the
 * zero-runtime build), never in the browser.
 */
import type { ThemeConfig } from 'antd';

type AntdTheme = typeof import('antd').theme;
type MappingAlgorithm = AntdTheme['defaultAlgorithm'];

/** Seeds that keep 4.5:1 on white and on the primary tint: primary 5.4:1, error 5.6:1. */
const LIGHT_SEEDS = {
  colorPrimary: '#1366d6',
  colorLink: '#1366d6',
  colorError: '#cf1322',
  colorInfo: '#1366d6',
};

const LIGHT_TEXT = {
  colorTextTertiary: 'rgba(0,0,0,0.6)',
  colorTextDescription: 'rgba(0,0,0,0.6)',
  colorTextPlaceholder: 'rgba(0,0,0,0.55)',
  colorTextDisabled: 'rgba(0,0,0,0.45)',
};

/**
 * Dark: the primary stays antd's #1668dc as a fill (white on it 5.2:1), but text in the primary colour
 * (links, the selected tab, menu item and page) is lighter, as no blue gives 4.5:1 both under white and
 * on #141414.
 */
const DARK_TEXT = {
  colorLink: '#5a9cf8',
  colorLinkHover: '#7cb3fa',
  colorLinkActive: '#4d94f0',
  colorPrimaryText: '#5a9cf8',
  colorPrimaryTextHover: '#7cb3fa',
  colorError: '#ff6b63',
  colorErrorText: '#ff6b63',
  colorTextTertiary: 'rgba(255,255,255,0.6)',
  colorTextDescription: 'rgba(255,255,255,0.6)',
  colorTextPlaceholder: 'rgba(255,255,255,0.5)',
  colorTextDisabled: 'rgba(255,255,255,0.45)',
};

/** The theme config antd's stylesheets and tokens are computed with, per site theme. */
export function contrastTheme(theme: AntdTheme, mode: 'light' | 'dark', base: ThemeConfig): ThemeConfig {
  // The text colours are alias tokens, which antd derives after the algorithm: set them as tokens.
  const algorithm: MappingAlgorithm =
    mode === 'light'
      ? (seed) => theme.defaultAlgorithm({ ...seed, ...LIGHT_SEEDS })
      : (seed) => ({ ...theme.darkAlgorithm(seed), ...DARK_TEXT });
  return { ...base, algorithm, token: { ...base.token, ...(mode === 'light' ? LIGHT_TEXT : DARK_TEXT) } };
}

/** Component tokens whose defaults colour text with the fill primary; dark mode gives them the text one. */
export const DARK_COMPONENTS: ThemeConfig['components'] = {
  Tabs: {
    itemSelectedColor: DARK_TEXT.colorPrimaryText,
    itemHoverColor: DARK_TEXT.colorLinkHover,
    itemActiveColor: DARK_TEXT.colorLinkActive,
  },
  Menu: {
    itemSelectedColor: DARK_TEXT.colorPrimaryText,
    horizontalItemSelectedColor: DARK_TEXT.colorPrimaryText,
  },
  Pagination: { itemActiveColor: DARK_TEXT.colorPrimaryText },
  Button: { defaultHoverColor: DARK_TEXT.colorLinkHover },
};
