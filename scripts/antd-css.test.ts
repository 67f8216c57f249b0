/**
 * The generated antd stylesheets (scripts/generate-antd-css.tsx) cover what the app uses: a component
 * imported anywhere in app/ without its stylesheet would paint unstyled, since zero-runtime antd
 * generates no CSS in the browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdCssFiles } from '../app/styles/antd-theme';
import { ANTD_CSS_DIR, antdImportsOfApp, antdValueImports } from './antd-css-plugin';

const read = (file: string) => readFileSync(path.join(ANTD_CSS_DIR, file), 'utf8');

describe('generated antd stylesheets', () => {
  it('reads the value imports of a module, not its type imports', () => {
    const code = `import { App, Button as AntButton, type FormProps } from 'antd';
import type { GetRef } from 'antd';
import {
  Input,
  Select,
} from "antd";
import { Button } from 'antd/es/button';`;
    expect(antdValueImports(code).sort()).toEqual(['App', 'Button', 'Input', 'Select']);
  });

  it('has a stylesheet for every antd component app/ imports', () => {
    const imports = antdImportsOfApp();
    expect(imports.size).toBeGreaterThan(10);
    const missing = [...imports]
      .filter(([name]) => !antdCssFiles(name).every((file) => existsSync(path.join(ANTD_CSS_DIR, file))))
      .map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing, 'run `npx tsx scripts/generate-antd-css.tsx` after adding the component to it').toEqual(
      [],
    );
  });

  it("holds each component's rules, light and dark, and the shared tokens in base.css", () => {
    expect(read('button.css')).toContain('.ant-btn');
    expect(read('select.css')).toContain('.ant-select');
    // AutoComplete is a Select: an import brings Select's sheet first.
    expect(antdCssFiles('AutoComplete')).toEqual(['select.css', 'auto-complete.css']);
    const base = read('base.css');
    // The AA palette (app/styles/antd-palette.ts): a darker primary; in dark mode a lighter link than fill.
    expect(base).toMatch(/\.css-var-ys\{[^}]*--ant-color-primary:#1366d6/);
    expect(base).toMatch(/html\[data-theme="dark"\] \.css-var-ys\{[^}]*--ant-color-bg-container:#141414/);
    expect(base).toMatch(/html\[data-theme="dark"\] \.css-var-ys\{[^}]*--ant-color-link:#5a9cf8/);
    // Inside the antd layer, which the app's own (unlayered) CSS overrides.
    expect(base).toMatch(/^@layer antd;$/m);
  });

  it('defines every variable the stylesheets read, but those antd sets inline at run time', () => {
    // Set on the element by antd itself: the click wave's colour, a Col's flex, a modal's width at the
    // smallest breakpoint, Select's internal measure, a coloured tooltip.
    const inline = /^--ant-(?:wave-color|col-.*flex|modal-xs-width|select-internal|tooltip-overlay-color)$/;
    const sheets = readdirSync(ANTD_CSS_DIR).map(read);
    const defined = new Set(
      sheets.flatMap((css) => [...css.matchAll(/(--ant-[\w-]+)\s*:/g)].map((m) => m[1])),
    );
    const used = new Set(sheets.flatMap((css) => [...css.matchAll(/var\((--ant-[\w-]+)/g)].map((m) => m[1])));
    // A dialog without --ant-modal-content-bg was transparent: the panel's variables were never extracted.
    expect(defined.has('--ant-modal-content-bg')).toBe(true);
    expect([...used].filter((name) => !defined.has(name) && !inline.test(name))).toEqual([]);
  });
});
