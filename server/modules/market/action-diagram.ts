import { priceText, rangeText, trendOf, utcDay, WEEKDAYS } from '../../../common/action-vocab';
import { CJK_FONT_FAMILY, cjkFontBundled, escapeXml, svgToPng } from '../../lib/svg-png';

/**
 * The day's limit-up overview image (diagram-url, /h5/image): an SVG laid out here from the day's data and
 * rendered to PNG with the bundled CJK font (server/lib/svg-png.ts).
 */

export interface DiagramField {
  name: string;
  reason: string;
  stocks: { name: string; code: string; num: string; time: string; price: number; sharesRange: number }[];
}

const COLORS = {
  up: '#e8382f',
  down: '#12a150',
  flat: '#8c8c8c',
  ink: '#1f1f1f',
  muted: '#8c8c8c',
  line: '#f0f0f0',
  head: '#fff4f2',
  bg: '#ffffff',
  brand: '#c4281c',
};

const WIDTH = 1080;
const PAD = 32;
const COLS = 3;
const GAP = 16;
const COL_W = (WIDTH - PAD * 2 - GAP * (COLS - 1)) / COLS;
const HEADER_H = 120;
const FIELD_HEAD_H = 58;
const ROW_H = 30;
const FOOT_H = 48;

/** Approximate advance: CJK glyphs are square, Latin and digits about half as wide. */
const textWidth = (s: string, size: number) =>
  [...s].reduce((w, ch) => w + ((ch.codePointAt(0) ?? 0) < 0x100 ? 0.56 : 1) * size, 0);

function clip(s: string, size: number, max: number): string {
  if (textWidth(s, size) <= max) return s;
  let out = '';
  for (const ch of s) {
    if (textWidth(`${out}${ch}…`, size) > max) break;
    out += ch;
  }
  return `${out}…`;
}

const text = (x: number, y: number, s: string, attrs: string) =>
  `<text x="${x}" y="${y}" ${attrs}>${escapeXml(s)}</text>`;

/** The overview as SVG: a title band with the day's counts, then one card per sector in three columns. */
export function diagramSvg(date: string, fields: DiagramField[]): string {
  const all = fields.flatMap((f) => f.stocks);
  const up = all.filter((s) => s.sharesRange > 0).length;
  const down = all.filter((s) => s.sharesRange < 0).length;
  const font = `font-family="${CJK_FONT_FAMILY}"`;

  // Masonry: each card goes to the shortest column, so long sectors do not leave holes.
  const heights = new Array<number>(COLS).fill(HEADER_H + PAD);
  const cards: string[] = [];
  for (const f of fields) {
    const col = heights.indexOf(Math.min(...heights));
    const x = PAD + col * (COL_W + GAP);
    const y = heights[col];
    const h = FIELD_HEAD_H + f.stocks.length * ROW_H + 10;
    const parts = [
      `<rect x="${x}" y="${y}" width="${COL_W}" height="${h}" rx="8" fill="${COLORS.bg}" stroke="#eeeeee"/>`,
      `<rect x="${x}" y="${y}" width="${COL_W}" height="${FIELD_HEAD_H - 6}" rx="8" fill="${COLORS.head}"/>`,
      text(
        x + 12,
        y + 24,
        clip(`${f.name}（${f.stocks.length}）`, 18, COL_W - 24),
        `${font} font-size="18" font-weight="700" fill="${COLORS.brand}"`,
      ),
      text(x + 12, y + 44, clip(f.reason, 12, COL_W - 24), `${font} font-size="12" fill="${COLORS.muted}"`),
    ];
    f.stocks.forEach((s, i) => {
      const ry = y + FIELD_HEAD_H + i * ROW_H + 20;
      const color = COLORS[trendOf(s.sharesRange)];
      const sign = s.sharesRange > 0 ? '+' : '';
      parts.push(
        text(x + 12, ry, clip(s.name, 15, 84), `${font} font-size="15" fill="${COLORS.ink}"`),
        text(x + 102, ry, clip(s.num, 13, 48), `${font} font-size="13" fill="${COLORS.up}"`),
        text(x + 154, ry, s.time.slice(0, 5), `${font} font-size="13" fill="${COLORS.muted}"`),
        text(
          x + COL_W - 82,
          ry,
          priceText(s.price),
          `${font} font-size="13" fill="${color}" text-anchor="end"`,
        ),
        text(
          x + COL_W - 12,
          ry,
          `${sign}${rangeText(s.sharesRange)}%`,
          `${font} font-size="14" font-weight="700" fill="${color}" text-anchor="end"`,
        ),
      );
      if (i > 0) {
        parts.push(
          `<line x1="${x + 12}" y1="${ry - 20}" x2="${x + COL_W - 12}" y2="${ry - 20}" stroke="${COLORS.line}"/>`,
        );
      }
    });
    cards.push(parts.join(''));
    heights[col] = y + h + GAP;
  }
  const height = Math.max(...heights) + FOOT_H;
  const weekday = WEEKDAYS[utcDay(date).getUTCDay()];
  const stats = `${fields.length} 个板块 · ${all.length} 只个股 · 上涨 ${up} · 下跌 ${down}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}">`,
    `<rect width="${WIDTH}" height="${height}" fill="#fafafa"/>`,
    `<rect width="${WIDTH}" height="${HEADER_H - 12}" fill="${COLORS.brand}"/>`,
    text(
      PAD,
      56,
      `${date} ${weekday} 涨停异动复盘`,
      `${font} font-size="34" font-weight="700" fill="#ffffff"`,
    ),
    text(PAD, 90, stats, `${font} font-size="18" fill="#ffe7e3"`),
    fields.length === 0
      ? text(PAD, HEADER_H + 60, '当日暂无异动数据', `${font} font-size="20" fill="${COLORS.muted}"`)
      : cards.join(''),
    text(
      PAD,
      height - 20,
      '研社 · 异动解析 · 仅供参考，不构成投资建议',
      `${font} font-size="13" fill="${COLORS.muted}"`,
    ),
    '</svg>',
  ].join('');
}

/** Renders the overview to PNG. Without the font package it falls back to the machine's fonts. */
export function renderDiagramPng(date: string, fields: DiagramField[]): Buffer {
  return svgToPng(diagramSvg(date, fields), '#ffffff');
}

/** Whether the bundled CJK font was found (health and tests). */
export const diagramFontBundled = cjkFontBundled;
