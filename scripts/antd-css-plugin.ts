/**
 * A Vite plugin that gives every app module importing antd components the generated stylesheets of
 * those components (app/styles/antd/, scripts/generate-antd-css.tsx): the page build then links, in the
 * server HTML, the antd CSS of the components a route's modules use, and a chunk loaded on demand (a
 * dialog, the editor) brings its own. A component without a generated stylesheet fails the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { antdCssFiles } from '../app/styles/antd-theme';

export const ANTD_CSS_DIR = path.resolve(import.meta.dirname, '../app/styles/antd');
const APP_DIR = path.resolve(import.meta.dirname, '../app');
const require = createRequire(import.meta.url);

/** The antd exports a module imports as values (`import { Button, type FormProps } from 'antd'` → Button). */
export function antdValueImports(code: string): string[] {
  const names = new Set<string>();
  for (const [, typeOnly, list] of code.matchAll(/\bimport\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g)) {
    if (typeOnly) continue;
    for (const specifier of list.split(',')) {
      const [name, ...rest] = specifier.trim().split(/\s+/);
      if (name && name !== 'type' && (rest.length === 0 || rest[0] === 'as')) names.add(name);
    }
  }
  return [...names];
}

/** Every antd export app/ imports as a value, with the files importing it. */
export function antdImportsOfApp(): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const entry of readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    const file = path.join(APP_DIR, entry);
    for (const name of antdValueImports(readFileSync(file, 'utf8')))
      result.set(name, [...(result.get(name) ?? []), entry]);
  }
  return result;
}

/** `Button` → `antd/es/button`, from antd's own barrel (antd/es/index.js). */
function antdModules(): Map<string, string> {
  const barrel = readFileSync(require.resolve('antd/es/index.js'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, name, dir] of barrel.matchAll(
    /export\s*\{\s*default as (\w+)\s*\}\s*from\s*'\.\/([\w-]+)'/g,
  )) {
    modules.set(name, `antd/es/${dir}`);
  }
  return modules;
}

const ICONS_DIR = path.resolve(import.meta.dirname, '../node_modules/@ant-design/icons/es/icons');

/**
 * `import { Button, Input as AntInput, type FormProps } from 'antd'` → one default import per module
 * (`import Button from 'antd/es/button'`), the types kept: a module then depends on the components it
 * uses rather than on the barrel of all of them, which is what the shell chunk's closure
 * (shell-chunk-plugin.ts) follows. The same for @ant-design/icons.
 */
function directImports(code: string, antd: Map<string, string>): string {
  return code.replace(
    /\bimport\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](antd|@ant-design\/icons)['"];?/g,
    (statement, typeOnly: string | undefined, list: string, from: string) => {
      if (typeOnly) return statement;
      const types: string[] = [];
      const others: string[] = [];
      const values: string[] = [];
      for (const specifier of list
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [name, , local = name] = specifier.split(/\s+/);
        if (name === 'type') {
          types.push(specifier.slice(4).trim());
          continue;
        }
        const target =
          from === 'antd'
            ? antd.get(name)
            : existsSync(path.join(ICONS_DIR, `${name}.js`)) && `@ant-design/icons/${name}`;
        if (target) values.push(`import ${local} from '${target}';`);
        else others.push(specifier);
      }
      // Types as a type-only import: an import left with no values would load the whole barrel.
      if (types.length > 0) values.push(`import type { ${types.join(', ')} } from '${from}';`);
      if (others.length > 0) values.push(`import { ${others.join(', ')} } from '${from}';`);
      // As many lines as the statement had, so the lines after it keep their numbers.
      return values.join('') + '\n'.repeat(statement.split('\n').length - 1);
    },
  );
}

export function antdCss(): Plugin {
  const antd = antdModules();
  return {
    name: 'yanshe:antd-css',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(APP_DIR) || !/\.tsx?$/.test(id)) return null;
      const files = [...new Set(antdValueImports(code).flatMap(antdCssFiles))].map((file) =>
        path.join(ANTD_CSS_DIR, file),
      );
      const missing = files.filter((file) => !existsSync(file));
      if (missing.length > 0) {
        this.error(
          `${path.relative(APP_DIR, id)} imports antd components without a generated stylesheet (${missing
            .map((file) => path.basename(file))
            .join(', ')}): add them to scripts/generate-antd-css.tsx and run it`,
        );
      }
      // The server build loads antd as CommonJS from node_modules: only the browser's gets direct imports.
      const body = this.environment.name === 'client' ? directImports(code, antd) : code;
      if (files.length === 0 && body === code) return null;
      // On the first line, so the source map's lines stay where they were.
      const imports = files.map((file) => `import ${JSON.stringify(file)};`).join('');
      return { code: imports + body, map: null };
    },
  };
}
