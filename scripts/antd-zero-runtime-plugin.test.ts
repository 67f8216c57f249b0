import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CSSINJS_STUB,
  designToken,
  styleStub,
  UNUSED_PARTS,
  unusedPartStub,
} from './antd-zero-runtime-plugin';

/** Evaluates a stub's exports (it imports nothing). */
async function load(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe('antd style module stubs', () => {
  it('answer the class names of genStyleHooks hooks, keep string constants, render no style components', async () => {
    const stub = await load(
      styleStub(`import { genStyleHooks } from '../../theme/internal';
export const LineStrokeColorVar = '--progress-line-stroke-color';
export const prepareComponentToken = token => ({
export const useSharedStyle = genStyleHooks(['Input', 'Shared'], token => {
export const PurePanelStyle = genSubStyleComponent(['Message', 'PurePanel'], token => x);
export default genStyleHooks('Progress', token => {`),
    );
    const useStyle = stub.default as () => [string, string];
    expect(useStyle()).toEqual(['', 'css-var-ys']);
    expect((stub.useSharedStyle as () => unknown)()).toEqual(['', 'css-var-ys']);
    expect(stub.LineStrokeColorVar).toBe('--progress-line-stroke-color');
    expect((stub.PurePanelStyle as () => unknown)()).toBeNull();
    // Style helpers only other style modules use are not stubbed.
    expect(stub.prepareComponentToken).toBeUndefined();
  });

  it('renders nothing for a style-only component exported by default', async () => {
    const stub = await load(
      styleStub("export default genSubStyleComponent(['Button', 'compact'], token => x);"),
    );
    expect((stub.default as () => unknown)()).toBeNull();
  });
});

describe('antd parts left out of the browser build', () => {
  it('are never used by the app, and say so if they are rendered', async () => {
    const files = readdirSync('app', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    for (const { name, usage } of UNUSED_PARTS) {
      for (const file of files)
        expect(readFileSync(`app/${file}`, 'utf8'), `${file}: ${name}`).not.toMatch(usage);
      const stub = await load(unusedPartStub(name));
      expect(() => (stub.default as () => unknown)()).toThrow(name);
    }
  });
});

describe("antd's theme runtime in the browser", () => {
  it('answers the tokens antd computes for the desktop theme', () => {
    const token = designToken();
    expect(token.zIndexPopupBase).toBe(1000);
    expect(token.motion).toBe(true);
    expect(token.colorPrimary).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('keeps the CSS-in-JS exports components read outside their styles', async () => {
    const stub = await load(
      CSSINJS_STUB.replace(
        "import { createContext } from 'react';",
        'const createContext = (value) => ({ value });',
      ),
    );
    expect((stub.unit as (n: number | string) => string)(4)).toBe('4px');
    expect((stub.unit as (n: number | string) => string)('1em')).toBe('1em');
    expect(stub.StyleContext).toEqual({ value: {} });
  });
});
