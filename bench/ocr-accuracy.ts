/**
 * `npm run bench:ocr`: the holdings OCR's accuracy on rendered screenshots (issue 16 item 3). Renders
 * BENCH_OCR_IMAGES screenshots (default 20) across the layouts of tests/fixtures/holdings (light table,
 * dark table, a card per stock, a compact small-font table) with random bundled stocks, quantities and
 * costs, reads each through the same engine and reader the server uses (one tesseract.js worker,
 * chi_sim), and prints field-level accuracy per layout and overall: code, name, quantity and cost
 * (of the expected rows, the share read correctly), row recall (expected rows found at all) and the
 * share of rows flagged as matched; with the median and worst time per image.
 *
 *   BENCH_OCR_IMAGES=40   screenshots (default 20)
 *   BENCH_OCR_SEED=7      random seed (default 16)
 */
import { seededRandom } from '../common/seeded-random';
import { loadBundledStocks } from '../server/db/seed/stock-csv';
import { readHoldings, type StockLookup } from '../server/modules/competition/holdings-reader';
import { OcrEngine } from '../server/modules/competition/ocr-engine';
import {
  HOLDINGS_LAYOUTS,
  type HoldingRow,
  renderHoldings,
  sampleHoldings,
} from '../tests/fixtures/holdings/render';

const IMAGES = Number(process.env.BENCH_OCR_IMAGES ?? 20);
const random = seededRandom(Number(process.env.BENCH_OCR_SEED ?? 16));

const stocks = loadBundledStocks();
const lookup: StockLookup = {
  byCode: new Map(stocks.map((s) => [s.code, s])),
  byName: new Map(stocks.map((s) => [s.name.toLowerCase(), s])),
};

interface Tally {
  images: number;
  rows: number;
  found: number;
  code: number;
  name: number;
  quantity: number;
  cost: number;
  matched: number;
  extra: number;
  ms: number[];
}
const tally = (): Tally => ({
  images: 0,
  rows: 0,
  found: 0,
  code: 0,
  name: 0,
  quantity: 0,
  cost: 0,
  matched: 0,
  extra: 0,
  ms: [],
});
const byLayout = new Map(HOLDINGS_LAYOUTS.map((l) => [l, tally()]));
const all = tally();

const engine = new OcrEngine({ maxQueue: 4, perMember: 4, timeoutMs: 30_000 });
const warm = Date.now();
await engine.recognize(renderHoldings(sampleHoldings(stocks, 1, random), 'table'), 'bench');
const warmMs = Date.now() - warm;

for (let i = 0; i < IMAGES; i++) {
  const layout = HOLDINGS_LAYOUTS[i % HOLDINGS_LAYOUTS.length];
  const expected: HoldingRow[] = sampleHoldings(stocks, 3 + Math.floor(random() * 6), random);
  const png = renderHoldings(expected, layout);
  const started = Date.now();
  const rows = readHoldings(await engine.recognize(png, 'bench'), lookup);
  const ms = Date.now() - started;
  for (const t of [byLayout.get(layout)!, all]) {
    t.images++;
    t.ms.push(ms);
    t.rows += expected.length;
    const used = new Set<number>();
    for (const e of expected) {
      // The row read for this stock: same code, else same name, else the row at the same position.
      let k = rows.findIndex((r, j) => !used.has(j) && r.code === e.code);
      if (k < 0) k = rows.findIndex((r, j) => !used.has(j) && r.name === e.name);
      if (k < 0) continue;
      used.add(k);
      const r = rows[k];
      t.found++;
      if (r.code === e.code) t.code++;
      if (r.name === e.name) t.name++;
      if (r.quantity === String(e.quantity)) t.quantity++;
      if (r.cost !== '' && Number(r.cost) === e.cost) t.cost++;
      if (r.matched) t.matched++;
    }
    t.extra += rows.length - used.size;
  }
}
await engine.close();

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((n / d) * 100).toFixed(1)}%`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`OCR accuracy: ${IMAGES} screenshots, first image (worker start) ${warmMs} ms`);
console.log(
  'layout   | images | rows | row recall | code   | name   | quantity | cost   | extra rows | median ms | max ms',
);
for (const [name, t] of [...byLayout, ['all', all] as const]) {
  console.log(
    [
      name.padEnd(8),
      String(t.images).padStart(6),
      String(t.rows).padStart(4),
      pct(t.found, t.rows).padStart(10),
      pct(t.code, t.rows).padStart(6),
      pct(t.name, t.rows).padStart(6),
      pct(t.quantity, t.rows).padStart(8),
      pct(t.cost, t.rows).padStart(6),
      String(t.extra).padStart(10),
      String(median(t.ms)).padStart(9),
      String(Math.max(0, ...t.ms)).padStart(6),
    ].join(' | '),
  );
}
