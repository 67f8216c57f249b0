/**
 * Which keywords may stand in the hot-word cloud: words that name something. The search stop words
 * (search/stop-words.ts) are already gone; of the rest the cloud keeps nouns, and the market terms and
 * stock names of the site's dictionary whatever jieba tags them (Segmenter.keywords), less the nouns that
 * every day's market talk is full of.
 */

/**
 * jieba's tags of words that name something: nouns (people, places, organisations, other proper nouns),
 * verbs used as nouns (供给, 消费), abbreviations (央行, 证监会) and Latin words (AI, PCB).
 */
export const CLOUD_TAGS: ReadonlySet<string> = new Set([
  'n',
  'nr',
  'nrfg',
  'nrt',
  'ns',
  'nt',
  'nz',
  'vn',
  'j',
  'eng',
]);

/** Nouns too general to say what the day's posts were about, and filler a short window ranks high. */
const FILLER_WORDS: ReadonlySet<string> = new Set([
  '接近',
  '方向',
  '需求',
  '公司',
  '行业',
  '市场',
  '板块',
  '个股',
  '股票',
  '股价',
  '投资',
  '投资者',
  '标的',
  '整体',
  '环节',
  '节奏',
  '逻辑',
  '模式',
  '核心',
  '同比',
  '环比',
  '数据',
  '产品',
  '交流',
  '策略',
  '角度',
  '因素',
  '水平',
  '空间',
  '位置',
  '机会',
  '主线',
  '结构',
  '变化',
  '影响',
  '能力',
  '应用',
  '场景',
  '建设',
  '标准',
]);

/**
 * A word the cloud may show: two or more characters with at least one letter (no 10 or 2024, no single
 * characters), and not filler.
 */
export const isCloudWord = (w: string) => [...w].length >= 2 && /\p{L}/u.test(w) && !FILLER_WORDS.has(w);
