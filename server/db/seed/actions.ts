/**
 * Demo 异动 (issue 15 item 6): the five trading days up to the last session, four or five sectors each
 * with realistic reasons, from the bundled stock list, published through the same service the console
 * uses (so each row has its 异动解析 post, linked to its stock and searchable). Idempotent: a day that
 * already exists is left as it is; deterministic (seeded by the date).
 */
import { type ActionDraftRow, chinaToday } from '../../../common/action-vocab';
import { seededRandom } from '../../../common/seeded-random';
import { jobs } from '../../file-jobs';
import { inThisThread } from '../../lib/file-workers';
import * as repo from '../../modules/market/market.repo';
import { ActionService } from '../../modules/market/market.service';
import { TradingCalendar } from '../../modules/market/trading-calendar';
import { PostIndexer } from '../../modules/search/post-indexer';
import { StockDirectory } from '../../modules/stock/stock-directory';
import type { Db } from '../client';

interface Theme {
  name: string;
  reason: string;
  stocks: [code: string, reason: string, expound: string][];
}

export const DEMO_THEMES: Theme[] = [
  {
    name: '算力',
    reason: '海外云厂商上调资本开支，AI算力需求持续超预期',
    stocks: [
      ['300308', '800G光模块出货量超预期', '公司为全球光模块龙头，800G产品占比提升，1.6T产品已小批量出货。'],
      ['300502', '光模块量价齐升', '海外大客户订单饱满，高速率产品毛利率环比改善。'],
      ['300394', '光引擎订单放量', '光器件平台型公司，受益于硅光方案渗透。'],
      ['000977', 'AI服务器订单放量', '国内AI服务器份额领先，受益于互联网厂商算力采购。'],
      ['603019', '国产算力集群中标', '参与多地智算中心建设，海光系产品线完善。'],
      ['601138', 'AI服务器营收高增', '云计算业务中AI服务器收入占比持续提升。'],
    ],
  },
  {
    name: '人形机器人',
    reason: '人形机器人量产预期升温，产业链订单陆续落地',
    stocks: [
      ['300124', '伺服系统切入人形机器人供应链', '伺服与控制系统为机器人核心部件，公司具备规模优势。'],
      ['002050', '执行器总成获客户定点', '热管理龙头延伸至机电执行器，具备精密制造能力。'],
      ['601689', '直线执行器量产在即', '汽车零部件平台化布局机器人执行器，客户验证顺利。'],
      ['002475', '拟参与人形机器人整机代工', '精密制造能力可迁移至机器人整机组装。'],
      ['601100', '丝杠与减速器产能扩张', '液压件龙头切入机器人丝杠，产能陆续释放。'],
    ],
  },
  {
    name: '半导体',
    reason: '国产替代加速，设备与材料订单饱满',
    stocks: [
      ['002371', '刻蚀设备新签订单创新高', '平台型半导体设备龙头，先进制程设备验证推进。'],
      ['688981', '产能利用率回升', '成熟制程需求回暖，资本开支维持高位。'],
      ['600584', '先进封装订单饱满', 'Chiplet与2.5D封装产能持续扩张。'],
      ['002156', 'AI芯片封测需求旺盛', '深度绑定大客户，先进封装营收占比提升。'],
      ['300604', '测试机新品放量', '数字测试机突破，国产替代空间广阔。'],
      ['603986', '存储芯片涨价', 'NOR Flash价格上行，利基型DRAM放量。'],
    ],
  },
  {
    name: '固态电池',
    reason: '多家车企公布固态电池装车时间表',
    stocks: [
      ['300750', '固态电池研发进展超预期', '电池龙头，硫化物固态电池中试线投产。'],
      ['002460', '固态电池材料布局', '锂资源与固态电池一体化布局。'],
      ['002709', '硫化物电解质送样', '电解液龙头延伸固态电解质。'],
      ['300073', '高镍正极获固态电池定点', '正极材料技术储备充足。'],
      ['300014', '大圆柱电池放量', '动力与储能双轮驱动。'],
    ],
  },
  {
    name: '低空经济',
    reason: '低空空域管理试点扩围，eVTOL适航取证提速',
    stocks: [
      ['002625', '超材料产品放量', '航空结构件供应商，受益于低空飞行器需求。'],
      ['600038', '直升机业务受益', '国内直升机龙头，低空经济核心标的。'],
      ['000768', '通航飞机订单增加', '大中型飞机制造商，通航业务拓展。'],
      ['002465', '低空通信导航', '北斗与通信导航设备供应商。'],
    ],
  },
  {
    name: '券商',
    reason: '成交额放大至两万亿以上，市场风险偏好回升',
    stocks: [
      ['300059', '互联网券商弹性最大', '成交额放大直接提升经纪与两融收入。'],
      ['600030', '行业龙头估值修复', '投行与财富管理业务领先。'],
      ['601211', '合并后规模效应显现', '头部券商综合实力提升。'],
      ['300033', '金融IT需求回暖', '交易活跃带动付费用户增长。'],
      ['600999', '财富管理转型见效', '代销金融产品收入增长。'],
    ],
  },
  {
    name: '创新药',
    reason: '创新药出海授权交易频出，医保谈判结果落地',
    stocks: [
      ['600276', '创新药海外授权首付款到账', '创新药管线丰富，国际化进程加速。'],
      ['300558', '新药获批上市', '肺癌靶向药市场份额提升。'],
      ['603259', 'CXO订单回暖', '全球医药外包龙头，新签订单增长。'],
      ['002422', 'ADC管线授权', '生物药平台授权海外药企。'],
    ],
  },
  {
    name: '有色金属',
    reason: '美联储降息预期升温，金铜价格创新高',
    stocks: [
      ['601899', '铜金量价齐升', '全球矿业龙头，产量持续增长。'],
      ['600547', '金价创历史新高', '黄金资源储量丰富。'],
      ['600111', '稀土价格上涨', '轻稀土龙头，受益于配额收紧。'],
      ['000960', '锡价上行', '锡资源龙头，供给扰动频发。'],
    ],
  },
];

const TIMES = [
  '09:25:00',
  '09:30:12',
  '09:31:45',
  '09:42:08',
  '09:58:30',
  '10:15:22',
  '10:41:03',
  '11:02:57',
  '13:05:18',
  '13:36:40',
  '14:12:09',
  '14:48:51',
];
const NUMS = ['首板', '首板', '首板', '2连板', '3连板', '2天2板', '3天2板', '5天4板'];

/** Limit-up is 20% on ChiNext and STAR, 10% on the main boards. */
const limitOf = (code: string) => (/^(300|301|688)/.test(code) ? 20 : 10);

/** The rows of one demo day: `sectors` themes, rotating with the day, 3–5 stocks each. */
export function demoRows(date: string, sectors = 4, perSector = [3, 5]): ActionDraftRow[] {
  const rand = seededRandom(Number(date.replaceAll('-', '')));
  const start = Math.floor(rand() * DEMO_THEMES.length);
  const rows: ActionDraftRow[] = [];
  for (let s = 0; s < sectors; s++) {
    const theme = DEMO_THEMES[(start + s) % DEMO_THEMES.length];
    const count = Math.min(
      theme.stocks.length,
      perSector[0] + Math.floor(rand() * (perSector[1] - perSector[0] + 1)),
    );
    const offset = Math.floor(rand() * theme.stocks.length);
    for (let i = 0; i < count; i++) {
      const [code, reason, expound] = theme.stocks[(offset + i) % theme.stocks.length];
      // Mostly limit-up; now and then a stock that opened at the limit and fell back.
      const up = rand() > 0.12;
      const range = up ? limitOf(code) - (rand() < 0.3 ? 0.01 : 0) : -(1 + rand() * 6);
      rows.push({
        field: theme.name,
        field_reason: i === 0 ? theme.reason : '',
        code,
        name: '',
        time: TIMES[Math.floor(rand() * TIMES.length)],
        num: up ? NUMS[Math.floor(rand() * NUMS.length)] : '',
        price: (5 + rand() * 195).toFixed(2),
        shares_range: range.toFixed(2),
        reason,
        expound,
      });
    }
  }
  return rows;
}

/** An ActionService over `db` for writes outside a running app (seed, bench). */
export function offlineActionService(db: Db): ActionService {
  const stocks = new StockDirectory(db);
  return new ActionService(
    db,
    new TradingCalendar(db),
    stocks,
    new PostIndexer(db, stocks),
    { contentVersion: 0 },
    // Seeding and benches import nothing from files, only publish rows.
    inThisThread(jobs),
  );
}

export async function seedActions(db: Db, days = 5): Promise<void> {
  const service = offlineActionService(db);
  const today = chinaToday();
  // The last session that has closed: today's only after 15:00 China time.
  const closedToday = new Date(Date.now() + 8 * 3600_000).getUTCHours() >= 15;
  const last = closedToday ? await service.calendar.resolve(today) : await service.calendar.previous(today);
  for (const date of await service.calendar.lastDays(last, days)) {
    if (await repo.findDay(db, date)) continue;
    const rows = demoRows(date, 4 + (Number(date.slice(-1)) % 2));
    const seen = new Set<string>();
    await service.publish(
      null,
      date,
      rows.filter((r) => !seen.has(r.code) && seen.add(r.code)).map((row, i) => ({ line: i + 1, row })),
    );
  }
}
