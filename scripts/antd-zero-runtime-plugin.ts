/**
 * Keeps out of the browser build the parts of antd a zero-runtime page never runs: its style generators,
 * through the form context the whole of rc-form, and component parts the app never uses (UNUSED_PARTS). The desktop runs antd in zero-runtime mode: its
 * CSS comes from app/styles/antd/ (generated at build time by scripts/generate-antd-css.tsx), and a
 * component's style hook only answers the class names to put on its element. Yet every component
 * imports its `style/` module, whose CSS-in-JS (about 40 % of antd's code in a page) Rolldown cannot drop
 * because it is passed to antd's hook factories. Here each such import, from a component, gets a stub
 * whose hooks answer the same class names: no hash (the theme has `hashed: false`) and the app's fixed
 * css-var class (app/styles/antd-theme.ts), whose variables the generated CSS declares.
 *
 * Exports a stub cannot answer keep their meaning: a string constant is inlined, a style-only component
 * renders nothing; any other export is a build error (MISSING_EXPORT), to be looked at when antd changes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { contrastTheme } from '../app/styles/antd-palette';
import { ANTD_CSS_VAR_KEY, ANTD_THEME } from '../app/styles/antd-theme';

const STUB = '\0antd-style-stub:';
/**
 * A component's style module: node_modules/antd/es/<component>/style/<file>.js, and the click wave's
 * (es/_util/wave/style.js), whose CSS-in-JS every Button would otherwise bring.
 */
const STYLE_MODULE =
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:[\w-]+[\\/]style[\\/][\w-]+|_util[\\/]wave[\\/]style)\.js$/;
const IN_ANTD = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;
const FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
/**
 * Parts of antd components the app never uses whose code every page showing the component would carry:
 * Card's `tabList` (all of Tabs, with its overflow Dropdown and Menu) and `Avatar.Group` (a Popover).
 * Each import becomes a component that fails loudly if it is ever rendered.
 */
export const UNUSED_PARTS = [
  {
    importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    source: '../tabs',
    name: 'Card tabList',
    usage: /\btabList\b/,
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]avatar[\\/]index\.js$/,
    source: './AvatarGroup',
    name: 'Avatar.Group',
    usage: /\bAvatar\.Group\b|\bAvatarGroup\b/,
  },
];
const UNUSED_STUB = '\0antd-unused-part:';
const CSSINJS_ID = '\0antd-cssinjs';

export const unusedPartStub = (name: string) => `export default function Unused() {
  throw new Error(${JSON.stringify(`${name} is left out of the browser build (scripts/antd-zero-runtime-plugin.ts)`)});
}`;

/** What an export made by one of antd's style factories stands for, without the styles. */
function stubOf(init: string): string | null {
  // A component that only registers styles (Button's compact styles, Tag's presets): renders nothing.
  if (init.startsWith('genSubStyleComponent(')) return '() => null';
  // A hook answering the hash class alone.
  if (init.startsWith('genComponentStyleHook(')) return "() => ''";
  return null;
}

/** The stub of a style module, export by export. */
export function styleStub(source: string): string {
  const useStyle = `() => ['', ${JSON.stringify(ANTD_CSS_VAR_KEY)}]`;
  const defaultInit = /^export default (.*)$/m.exec(source)?.[1] ?? '';
  // The hooks of genStyleHooks (most defaults) answer [hash class, css-var class].
  const lines = [`export default ${stubOf(defaultInit) ?? useStyle};`];
  for (const [, name, init] of source.matchAll(/^export const (\w+) = (.*)$/gm)) {
    const literal = /^(['"][^'"]*['"]);$/.exec(init)?.[1];
    const stub = literal ?? stubOf(init) ?? (name.startsWith('use') ? useStyle : null);
    if (stub) lines.push(`export const ${name} = ${stub};`);
  }
  return lines.join('\n');
}

/**
 * antd's theme runtime in the browser. Besides the style generators, the CSS-in-JS engine
 * (@ant-design/cssinjs, stylis) and the theme algorithms (colour derivation) stay in a zero-runtime page
 * because the ConfigProvider and a few components read design tokens at run time (`useToken`: popup
 * z-index, motion, the click wave's colour). The desktop has one theme (app/styles/antd-theme.ts), so its
 * tokens are computed here, at build time, the way antd computes them on the server; the browser's
 * `useToken` answers them. A page's ConfigProvider with another theme would not change these tokens in
 * the browser (its CSS comes from the generated stylesheet anyway).
 */
const THEME_STUB = '\0antd-theme:';
const THEME_MODULES: Record<string, RegExp> = {
  // The theme barrel: everything else it exports is for the style generators.
  internal: /[\\/]antd[\\/]es[\\/]theme[\\/]internal\.js$/,
  useToken: /[\\/]antd[\\/]es[\\/]theme[\\/]useToken\.js$/,
  // The style hook factories, which components outside style modules import for `genCssVar` alone.
  genStyleUtils: /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/,
  // The default theme object carries the colour algorithms; only useToken would run them.
  defaultTheme: /[\\/]antd[\\/]es[\\/]theme[\\/]themes[\\/]default[\\/]theme\.js$/,
};
const THEME_SOURCE = /(?:^|\/)(?:internal|useToken|theme|genStyleUtils)$/;

/** What antd's components outside their style modules take from @ant-design/cssinjs. */
export const CSSINJS_STUB = `import { createContext } from 'react';
export const StyleContext = createContext({});
export const createTheme = () => ({});
export const unit = (num) => (typeof num === 'number' ? num + 'px' : num);`;

/** The design tokens of the desktop's theme, as antd computes them (its `theme.getDesignToken`). */
export function designToken(): Record<string, unknown> {
  const { theme } = createRequire(import.meta.url)('antd') as typeof import('antd');
  return theme.getDesignToken(contrastTheme(theme, 'light', ANTD_THEME)) as unknown as Record<
    string,
    unknown
  >;
}

function themeStub(name: string, dir: string): string {
  switch (name) {
    case 'internal':
      return `export { defaultConfig, DesignTokenContext } from ${JSON.stringify(`${dir}/context.js`)};
export { PresetColors } from ${JSON.stringify(`${dir}/interface/index.js`)};
export { getLineHeight } from ${JSON.stringify(`${dir}/themes/shared/genFontSizes.js`)};
export { default as useToken } from ${JSON.stringify(`${THEME_STUB}useToken`)};`;
    case 'useToken': {
      const cssVar = { prefix: 'ant', key: ANTD_CSS_VAR_KEY };
      // [theme, token, hash class, css-var token (read by style generators only), cssVar, zeroRuntime]
      return `const TOKEN = ${JSON.stringify(designToken())};
const THEME = {};
const CSS_VAR = ${JSON.stringify(cssVar)};
const ANSWER = [THEME, TOKEN, '', TOKEN, CSS_VAR, true];
export default function useToken() { return ANSWER; }`;
    }
    case 'genStyleUtils': {
      // antd's own genCssVar (it names a component's CSS variables), without the factories around it.
      const source = readFileSync(`${dir}/util/genStyleUtils.js`, 'utf8');
      const genCssVar = /^export const genCssVar = [\s\S]*?^};$/m.exec(source)?.[0];
      if (!genCssVar) throw new Error('antd/es/theme/util/genStyleUtils.js: genCssVar not found');
      return genCssVar;
    }
    default:
      return 'export default {};';
  }
}

export function antdZeroRuntime(): Plugin {
  /** antd's es/theme folder, as the build resolved it. */
  let themeDir: string | undefined;
  return {
    name: 'yanshe:antd-zero-runtime',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // The theme barrel's stub importing the useToken stub.
      if (source.startsWith(THEME_STUB)) return source;
      if (this.environment.name !== 'client' || !importer || !IN_ANTD.test(importer)) return null;
      // antd's form context (which every input and the ConfigProvider read) takes only FormProvider from
      // @rc-component/form, whose barrel attaches all of rc-form (fields, validation) to its default
      // export, so bundlers keep it all: the provider's own module is the same one the barrel re-exports.
      if (source === '@rc-component/form' && FORM_CONTEXT.test(importer)) {
        return this.resolve('@rc-component/form/es/FormContext.js', importer, { ...options, skipSelf: true });
      }
      if (source === '@ant-design/cssinjs') return CSSINJS_ID;
      if (THEME_SOURCE.test(source)) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        const name =
          resolved && Object.keys(THEME_MODULES).find((key) => THEME_MODULES[key].test(resolved.id));
        if (name && resolved) {
          themeDir ??= resolved.id.slice(0, resolved.id.search(/[\\/]theme[\\/]/) + '/theme'.length);
          return THEME_STUB + name;
        }
      }
      const unused = UNUSED_PARTS.findIndex((part) => part.source === source && part.importer.test(importer));
      if (unused >= 0) return UNUSED_STUB + unused;
      // Style modules importing each other are only reached through a stub's real module: never.
      if (STYLE_MODULE.test(importer) || !/(?:^|\/)style(?:\/[\w-]+)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && STYLE_MODULE.test(resolved.id) ? STUB + resolved.id : null;
    },
    load(id) {
      if (id === CSSINJS_ID) return { code: CSSINJS_STUB, moduleSideEffects: false };
      if (id.startsWith(THEME_STUB) && themeDir) {
        return { code: themeStub(id.slice(THEME_STUB.length), themeDir), moduleSideEffects: false };
      }
      if (id.startsWith(UNUSED_STUB)) {
        const part = UNUSED_PARTS[Number(id.slice(UNUSED_STUB.length))];
        return { code: unusedPartStub(part.name), moduleSideEffects: false };
      }
      if (!id.startsWith(STUB)) return null;
      return { code: styleStub(readFileSync(id.slice(STUB.length), 'utf8')), moduleSideEffects: false };
    },
  };
}
