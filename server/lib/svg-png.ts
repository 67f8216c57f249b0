import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

/**
 * SVG to PNG with resvg and a bundled CJK font (the 异动 overview image, the holdings screenshots of the
 * OCR tests and bench). resvg reads no system fonts unless told, and a server may have none, so the font
 * ships as an npm package: Noto Sans SC (SIL OFL 1.1) from @expo-google-fonts/noto-sans-sc, whose static
 * TTFs resvg can read (the web-font packages carry only WOFF2 subsets, which it cannot).
 */

const require = createRequire(import.meta.url);
export const CJK_FONT_FAMILY = 'Noto Sans SC';

function fontFile(weight: '400Regular' | '700Bold'): string | null {
  try {
    const file = require.resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`);
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

const FONT_FILES = [fontFile('400Regular'), fontFile('700Bold')].filter((f): f is string => f !== null);

/** Whether the bundled CJK font was found (health and tests). */
export const cjkFontBundled = () => FONT_FILES.length > 0;

export const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The SVG as PNG. Without the font package it falls back to the machine's fonts. */
export function svgToPng(svg: string, background?: string): Buffer {
  const resvg = new Resvg(svg, {
    font: {
      fontFiles: FONT_FILES,
      loadSystemFonts: FONT_FILES.length === 0,
      defaultFontFamily: CJK_FONT_FAMILY,
    },
    background,
  });
  return Buffer.from(resvg.render().asPng());
}
