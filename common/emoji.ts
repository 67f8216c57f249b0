/**
 * The site's emoji (SPEC §3): a bracketed name such as [赞] in text shows as a 24px image and can be
 * turned back into the name. Some names share an id and image (aliases such as [点赞] for [赞]), as the
 * real site's list does. Images are small hand-made SVGs in public/emoji/.
 */
import { EMOJI_SIZE_PX } from './constants';

export interface Emoji {
  id: string;
  /** The bracketed name written in text, e.g. '[赞]'. */
  name: string;
  src: string;
}

const e = (id: string, label: string): Emoji => ({ id, name: `[${label}]`, src: `/emoji/${id}.svg` });

export const EMOJI_LIST: readonly Emoji[] = [
  e('weixiao', '微笑'),
  e('xiaoku', '笑哭'),
  e('daxiao', '大笑'),
  e('touxiao', '偷笑'),
  e('haixiu', '害羞'),
  e('deyi', '得意'),
  e('cool', '酷'),
  e('sikao', '思考'),
  e('wulian', '捂脸'),
  e('ganga', '尴尬'),
  e('han', '汗'),
  e('jingya', '惊讶'),
  e('yun', '晕'),
  e('kelian', '可怜'),
  e('ku', '哭'),
  e('ku', '流泪'),
  e('shengqi', '生气'),
  e('shengqi', '发怒'),
  e('bizui', '闭嘴'),
  e('shuijiao', '睡觉'),
  e('zaijian', '再见'),
  e('zan', '赞'),
  e('zan', '点赞'),
  e('zan', '强'),
  e('666', '666'),
  e('jiayou', '加油'),
  e('jiayou', '奋斗'),
  e('baoquan', '抱拳'),
  e('guzhang', '鼓掌'),
  e('woshou', '握手'),
  e('ok', 'OK'),
  e('ye', '耶'),
  e('yiwen', '疑问'),
  e('aixin', '爱心'),
  e('xinsui', '心碎'),
  e('meigui', '玫瑰'),
  e('qingzhu', '庆祝'),
  e('hongbao', '红包'),
  e('facai', '发财'),
  e('zhang', '涨'),
  e('die', '跌'),
  e('niu', '牛'),
  e('xiong', '熊'),
  e('huojian', '火箭'),
  e('chaodi', '抄底'),
  e('mancang', '满仓'),
  e('kongcang', '空仓'),
  e('paolu', '跑路'),
  e('jiucai', '韭菜'),
  e('chigua', '吃瓜'),
  e('jitui', '鸡腿'),
  e('lazhu', '蜡烛'),
  e('taiyang', '太阳'),
];

export const EMOJI_BY_NAME: ReadonlyMap<string, Emoji> = new Map(EMOJI_LIST.map((item) => [item.name, item]));

/** One entry per image, for the picker (aliases stay typable but are not shown twice). */
export const EMOJI_PICKER_LIST: readonly Emoji[] = EMOJI_LIST.filter(
  (item, index) => EMOJI_LIST.findIndex((other) => other.id === item.id) === index,
);

/** Bracketed names as they can appear in escaped HTML: no markup characters, at most 8 characters. */
const NAME_PATTERN = /\[[^[\]<>&"'\s]{1,8}\]/g;

/** The <img> of one emoji; its alt and data-emoji keep the name, so it can be turned back. */
export function emojiImageHtml(item: Emoji): string {
  return `<img class="emoji" data-emoji="${item.name}" src="${item.src}" alt="${item.name}" width="${EMOJI_SIZE_PX}" height="${EMOJI_SIZE_PX}">`;
}

/**
 * Turns known bracketed names in already-escaped HTML text into emoji images; unknown names stay text.
 * Names never contain markup characters, so the result is as safe as the input.
 */
export function renderEmojiText(escapedHtml: string): string {
  return escapedHtml.replace(NAME_PATTERN, (name) => {
    const item = EMOJI_BY_NAME.get(name);
    return item ? emojiImageHtml(item) : name;
  });
}

const IMG_TAG = /<img\b[^>]*>/gi;
const DATA_EMOJI = /\sdata-emoji\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * Turns emoji images (any <img> with data-emoji, whatever its attribute order or quoting, as the
 * server's sanitiser re-serialises them) back into their bracketed names; other markup is kept.
 */
export function emojiToText(html: string): string {
  return html.replace(IMG_TAG, (tag) => {
    const m = DATA_EMOJI.exec(tag);
    if (!m) return tag;
    const name = m[1] ?? m[2] ?? m[3] ?? '';
    return EMOJI_BY_NAME.has(name) ? name : tag;
  });
}
