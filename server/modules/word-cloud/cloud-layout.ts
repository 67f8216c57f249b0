/**
 * The hot-word cloud's picture: words sized by weight, placed along an Archimedean spiral from the
 * centre wherever their box meets no earlier word's, rendered as a self-contained SVG. Pure and
 * seeded by the words themselves, so the same words always give the same SVG (and the same URL).
 */
import { seededRandom } from '../../../common/seeded-random';
import type { CloudWord } from '../../db/schema';

export const CLOUD_WIDTH = 600;
export const CLOUD_HEIGHT = 360;
/**
 * The narrowest the picture is shown: the home sidebar's card (features/word-cloud). Its text is sized so
 * that no label there is under MIN_LABEL_PX, so wherever it is shown wider (the phone's page, the frame
 * page) every label is larger still.
 */
const NARROWEST_SHOWN = 280;
const MIN_LABEL_PX = 12;
/** The smallest text, the caption's included, in the SVG's units: MIN_LABEL_PX at NARROWEST_SHOWN wide. */
export const FONT_MIN = Math.ceil((MIN_LABEL_PX * CLOUD_WIDTH) / NARROWEST_SHOWN);
export const FONT_MAX = 56;
/** The bottom strip holds the caption; words stay in the box above it. */
export const CAPTION_BAND = FONT_MIN + 10;
const BOX = { width: CLOUD_WIDTH, height: CLOUD_HEIGHT - CAPTION_BAND };
/** Each retry of a word that did not fit shrinks it by this factor, down to FONT_MIN. */
const SHRINK = 0.8;
/** Clear space around each word's box. */
const GAP = 2;
/** About a quarter of the words stand upright, as word clouds usually mix them... */
const ROTATE_SHARE = 0.25;
/** ...but never the heaviest few, which the eye reads first. */
const KEEP_LEVEL = 3;
const PALETTE = ['#cf1322', '#1677ff', '#d46b08', '#389e0d', '#531dab', '#08979c', '#c41d7f'];
const FONT_FAMILY = "'WenQuanYi Micro Hei', 'Microsoft YaHei', sans-serif";

export interface PlacedWord {
  word: string;
  size: number;
  color: string;
  rotated: boolean;
  /** Centre of the word's box. */
  x: number;
  y: number;
  /** The box as drawn (width and height swap for an upright word). */
  w: number;
  h: number;
}

/** CJK ideographs, kana, hangul and full-width forms: about 1 em wide each. */
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

/** The estimated width of a word: full-width characters 1 em, Latin letters and digits about 0.6 em. */
export function textWidth(word: string, size: number): number {
  let em = 0;
  for (const ch of word) em += FULL_WIDTH.test(ch) ? 1 : 0.6;
  return em * size;
}

/** FNV-1a of the words and weights: the seed. */
function seedOf(words: CloudWord[]): number {
  let h = 0x811c9dc5;
  for (const ch of words.map((w) => `${w.word}:${w.weight}`).join('|')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Whether a w×h box centred at (x, y) comes closer to a placed word than GAP. */
const hits = (p: PlacedWord, x: number, y: number, w: number, h: number) =>
  Math.abs(p.x - x) * 2 < p.w + w + 2 * GAP && Math.abs(p.y - y) * 2 < p.h + h + 2 * GAP;

/** Heaviest first (ties by word), so input order never changes the picture. */
const byWeight = (words: CloudWord[]) =>
  [...words].sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));

/**
 * Places the words, heaviest first, each at the first point of the spiral where its box lies inside
 * BOX and clear of every placed word; a word that finds none is retried smaller, and left out
 * when even FONT_MIN does not fit.
 */
export function layoutCloud(words: CloudWord[]): PlacedWord[] {
  const sorted = byWeight(words);
  const rand = seededRandom(seedOf(sorted));
  const max = sorted[0]?.weight ?? 0;
  const min = sorted.at(-1)?.weight ?? 0;
  const placed: PlacedWord[] = [];
  for (const [i, { word, weight }] of sorted.entries()) {
    const share = max > min ? (weight - min) / (max - min) : 0.5;
    let size = Math.round(FONT_MIN + (FONT_MAX - FONT_MIN) * Math.sqrt(share));
    const rotated = i >= KEEP_LEVEL && rand() < ROTATE_SHARE;
    const color = PALETTE[Math.floor(rand() * PALETTE.length)];
    const turn = rand() * 2 * Math.PI;
    for (;;) {
      const long = textWidth(word, size);
      const w = rotated ? size : long;
      const h = rotated ? long : size;
      const spot = findSpot(placed, w, h, turn);
      if (spot) {
        placed.push({ word, size, color, rotated, ...spot, w, h });
        break;
      }
      if (size === FONT_MIN) break;
      size = Math.max(FONT_MIN, Math.floor(size * SHRINK));
    }
  }
  return placed;
}

/**
 * The first point of the spiral where a w×h box fits: the spiral is stretched to the box's shape
 * (x = aspect·t·cos t, y = t·sin t) and advances 0.1 rad per step, so it widens by about 6 px per turn;
 * past t = height/√2 it has passed every corner. `turn` rotates its start.
 */
function findSpot(placed: PlacedWord[], w: number, h: number, turn: number) {
  const aspect = BOX.width / BOX.height;
  const maxT = BOX.height * Math.SQRT1_2;
  const halfW = w / 2 + GAP;
  const halfH = h / 2 + GAP;
  // Neighbouring points of the spiral mostly hit the same word, so the last one hit is tried first.
  let last: PlacedWord | undefined;
  for (let t = 0; t <= maxT; t += 0.1) {
    const x = round1(BOX.width / 2 + aspect * t * Math.cos(t + turn));
    const y = round1(BOX.height / 2 + t * Math.sin(t + turn));
    if (x < halfW || x > BOX.width - halfW || y < halfH || y > BOX.height - halfH) continue;
    if (last && hits(last, x, y, w, h)) continue;
    last = placed.find((p) => hits(p, x, y, w, h));
    if (!last) return { x, y };
  }
  return null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Characters XML 1.0 allows: no C0 controls but tab, newline and return, no U+FFFE or U+FFFF. */
function xmlChar(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return c >= 0x20 ? c !== 0xfffe && c !== 0xffff : c === 0x9 || c === 0xa || c === 0xd;
}

/** Text for XML content and attributes; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return [...text]
    .filter(xmlChar)
    .join('')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/**
 * The cloud as an SVG document. `title` is the caption's heading (今日热词, or 近期热词 when the day
 * had too few posts) and `note` says what the words were taken from; both also label the image.
 */
export function renderCloudSvg(words: CloudWord[], caption: { title: string; note: string }): string {
  const texts = layoutCloud(words).map((p) => {
    const rotate = p.rotated ? ` transform="rotate(-90 ${p.x} ${p.y})"` : '';
    return `<text x="${p.x}" y="${p.y}" font-size="${p.size}" fill="${p.color}"${rotate}>${escapeXml(p.word)}</text>`;
  });
  if (texts.length === 0) {
    texts.push(
      `<text x="${CLOUD_WIDTH / 2}" y="${(CLOUD_HEIGHT - CAPTION_BAND) / 2}" font-size="${2 * FONT_MIN}" fill="#8c8c8c">暂无热词</text>`,
    );
  }
  const title = escapeXml(caption.title);
  const note = escapeXml(caption.note);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CLOUD_WIDTH} ${CLOUD_HEIGHT}" width="${CLOUD_WIDTH}" height="${CLOUD_HEIGHT}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<desc>${note}</desc>`,
    `<g font-family="${FONT_FAMILY}" text-anchor="middle" dominant-baseline="central">`,
    ...texts,
    `<text x="${CLOUD_WIDTH - 8}" y="${CLOUD_HEIGHT - CAPTION_BAND / 2}" font-size="${FONT_MIN}" fill="#8c8c8c" text-anchor="end">${title} · ${note}</text>`,
    '</g>',
    '</svg>',
  ].join('\n');
}
