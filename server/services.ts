import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { FILE_WORKERS, type FileJobs } from './file-jobs';
import { FileWorkers } from './lib/file-workers';
import { Limiter } from './lib/limiter';
import { createMessageBus, createRealtimeBus, NEWEST_CHANNEL, type RealtimeBus } from './lib/realtime-bus';
import { SESSION_ENDS_CHANNEL, StreamRegistry } from './lib/stream-registry';
import { AI_RATE_LIMITS, AiService } from './modules/ai/ai.service';
import { Retrieval } from './modules/ai/retrieval';
import { AnnouncementService } from './modules/announcement/announcement.service';
import { AreaService } from './modules/area/area.service';
import { BlockService } from './modules/block/block.service';
import { BountyService } from './modules/bounty/bounty.service';
import { BrokerService } from './modules/broker/broker.service';
import { CommentService } from './modules/comment/comment.service';
import { CompetitionService, OCR_LIMIT } from './modules/competition/competition.service';
import { OcrEngine } from './modules/competition/ocr-engine';
import { ComplaintService } from './modules/complaint/complaint.service';
import { SYS_LOGIN_LIMITS, SysUserService } from './modules/console/sysuser.service';
import { FollowService } from './modules/follow/follow.service';
import { IndustryService } from './modules/industry/industry.service';
import { InviteService } from './modules/invite/invite.service';
import { Energy } from './modules/ledger/energy';
import { LedgerService } from './modules/ledger/ledger.service';
import { ActionService } from './modules/market/market.service';
import { TradingCalendar } from './modules/market/trading-calendar';
import { MedalService } from './modules/medal/medal.service';
import { MemberService } from './modules/member/member.service';
import { MessageService } from './modules/message/message.service';
import { BanService } from './modules/moderation/ban.service';
import { ModerationService } from './modules/moderation/moderation.service';
import { WordsService } from './modules/moderation/words.service';
import { NewestService } from './modules/newest/newest.service';
import { NoticeService } from './modules/notice/notice.service';
import { OpinionService } from './modules/opinion/opinion.service';
import { PayOrderService } from './modules/pay/pay-order.service';
import { PlanService } from './modules/plan/plan.service';
import { type PostLimiters, PostService } from './modules/post/post.service';
import { SensitiveWords } from './modules/post/sensitive-words';
import { ProductService } from './modules/product/product.service';
import { RankService } from './modules/rank/rank.service';
import { ReactionService } from './modules/reaction/reaction.service';
import { RewardService } from './modules/reward/reward.service';
import { PostIndexer } from './modules/search/post-indexer';
import { SearchService } from './modules/search/search.service';
import { SiteService } from './modules/site/site.service';
import { SmsService } from './modules/sms/sms.service';
import { StockService } from './modules/stock/stock.service';
import { StockDirectory } from './modules/stock/stock-directory';
import { TimelineService } from './modules/timeline/timeline.service';
import { TraceService } from './modules/trace/trace.service';
import { UPLOAD_LIMIT, UploadService } from './modules/upload/upload.service';
import { UserService } from './modules/user/user.service';
import { WalletService } from './modules/wallet/wallet.service';
import { WechatService } from './modules/wechat/wechat.service';
import { WordCloudService } from './modules/word-cloud/word-cloud.service';
import { wechatTokenStore } from './modules/wx-share/wx-share.repo';
import { WxShareService } from './modules/wx-share/wx-share.service';
import { createLlmProvider } from './providers/llm';
import { createPayProvider } from './providers/pay';
import type { PayProvider } from './providers/pay/types';
import { createSmsProvider, type SmsProvider } from './providers/sms';
import { createStorageProvider, type StorageProvider } from './providers/storage';
import { createJsapiProvider, createWechatProvider, type WechatLoginProvider } from './providers/wechat';

/** Per-key limits of the account flows (the global per-IP limit lives in plugins/security.ts). */
export const LIMITS = {
  loginFailPerPhone: {
    name: 'login-phone',
    points: 5,
    durationSec: 15 * 60,
    message: '密码错误次数过多，请{s}秒后再试，或使用验证码登录',
  },
  publishPerUser: { name: 'publish', points: 10, durationSec: 10 * 60, message: '发布太频繁，请{s}秒后再试' },
  loginFailPerIp: {
    name: 'login-ip',
    points: 30,
    durationSec: 15 * 60,
    message: '登录失败次数过多，请{s}秒后再试，或使用验证码登录',
  },
  reactPerUser: { name: 'react', points: 120, durationSec: 60, message: '操作太频繁，请{s}秒后再试' },
  forwardPerUser: { name: 'forward', points: 10, durationSec: 60, message: '转发太频繁，请{s}秒后再试' },
  commentPerUser: { name: 'comment', points: 10, durationSec: 60, message: '评论太频繁，请{s}秒后再试' },
  commentLikePerUser: {
    name: 'comment-like',
    points: 120,
    durationSec: 60,
    message: '操作太频繁，请{s}秒后再试',
  },
  /** Autosave writes at most one draft every 3 s while the member types. */
  draftPerUser: { name: 'draft', points: 30, durationSec: 60, message: '保存草稿太频繁，请{s}秒后再试' },
  /** Each is an outbound fetch of up to 5 s. */
  linkTitlePerUser: {
    name: 'html-title',
    points: 20,
    durationSec: 60,
    message: '获取链接标题太频繁，请{s}秒后再试',
  },
  messagePerUser: { name: 'message', points: 30, durationSec: 60, message: '私信发送太频繁，请{s}秒后再试' },
  complaintPerUser: {
    name: 'complaint',
    points: 20,
    durationSec: 60 * 60,
    message: '举报太频繁，请{s}秒后再试',
  },
  invitePerIp: { name: 'invite', points: 10, durationSec: 10 * 60, message: '操作太频繁，请{s}秒后再试' },
  /** A page sends a few events per view; this is far above that and bounds a script's writes. */
  tracePerIp: { name: 'trace', points: 300, durationSec: 60, message: '操作太频繁，请{s}秒后再试' },
  /** Orders a member may open: far above buying, rewarding and gifting by hand; bounds a script. */
  orderPerUser: { name: 'pay-order', points: 60, durationSec: 60, message: '下单太频繁，请{s}秒后再试' },
  /** An announcement workbook holds up to 5,000 rows: a few a minute is plenty for a reader. */
  announcementExportPerKey: {
    name: 'announcement-export',
    points: 10,
    durationSec: 60,
    message: '导出太频繁，请{s}秒后再试',
  },
} as const;

export const postLimiters = (redis?: Redis): PostLimiters => ({
  publish: new Limiter(LIMITS.publishPerUser, redis),
  draft: new Limiter(LIMITS.draftPerUser, redis),
  linkTitle: new Limiter(LIMITS.linkTitlePerUser, redis),
});

export interface Services {
  sms: SmsService;
  smsProvider: SmsProvider;
  users: UserService;
  areas: AreaService;
  wechat: WechatService;
  wechatProvider: WechatLoginProvider | null;
  wxShare: WxShareService;
  storageProvider: StorageProvider;
  posts: PostService;
  uploads: UploadService;
  reactions: ReactionService;
  comments: CommentService;
  complaints: ComplaintService;
  stockDirectory: StockDirectory;
  stocks: StockService;
  search: SearchService;
  rankings: RankService;
  follows: FollowService;
  wordCloud: WordCloudService;
  messages: MessageService;
  blocks: BlockService;
  notices: NoticeService;
  members: MemberService;
  /** Count-change fan-out across instances; closed with the app. */
  realtime: RealtimeBus;
  medals: MedalService;
  invites: InviteService;
  traces: TraceService;
  ledger: LedgerService;
  energy: Energy;
  payProvider: PayProvider;
  payOrders: PayOrderService;
  rewards: RewardService;
  bounties: BountyService;
  wallet: WalletService;
  products: ProductService;
  /** 异动 days and the trading calendar (issue 15). */
  actions: ActionService;
  timeline: TimelineService;
  /** The trading competition with holdings OCR (issue 16 item 3). */
  competitions: CompetitionService;
  /** Members' trade plans (issue 16 item 1). */
  plans: PlanService;
  /** The daily opinion vote (issue 16). */
  opinion: OpinionService;
  industry: IndustryService;
  /** The sensitive-word list the PostService matches with (the console's 敏感词 page edits it). */
  sensitiveWords: SensitiveWords;
  moderation: ModerationService;
  bans: BanService;
  words: WordsService;
  site: SiteService;
  /** Partner brokers' account-opening offers (issue 16). */
  brokers: BrokerService;
  /** The newest-post tool: its list and the push of posts going public, across instances (issue 17). */
  newest: NewestService;
  announcements: AnnouncementService;
  /** Reads uploaded files (imports, screenshots) in worker threads; closed with the app. */
  files: FileWorkers<FileJobs>;
  /** The editors' console's accounts and sessions (issue 15). */
  sysUsers: SysUserService;
  /** The AI research assistant (issue 17 §2). */
  ai: AiService;
  /** This instance's open event streams: their caps, and their end with the session (ADR 27). */
  streams: StreamRegistry;
}

export function createServices(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  redis?: Redis;
}): Services {
  const { config, database, log, redis } = deps;
  const db = database.db;
  const smsProvider = createSmsProvider(config, log);
  const wechatProvider = createWechatProvider(config);
  const storageProvider = createStorageProvider(config);
  const files = new FileWorkers<FileJobs>(new URL('./file-jobs.ts', import.meta.url), FILE_WORKERS, log);
  const smsBurst = {
    name: 'sms-ip',
    points: config.smsIpPerMinute,
    durationSec: 60,
    message: '获取验证码太频繁，请{s}秒后再试',
  };
  const areas = new AreaService(db);
  const streams = new StreamRegistry(config.streams, createMessageBus(log, SESSION_ENDS_CHANNEL, redis), log);
  const sms = new SmsService(
    db,
    smsProvider,
    config.appSecret,
    new Limiter(smsBurst, redis),
    config.smsIpPerDay,
    areas,
  );
  const users = new UserService(
    db,
    sms,
    new Limiter(LIMITS.loginFailPerPhone, redis),
    new Limiter(LIMITS.loginFailPerIp, redis),
    storageProvider,
    areas,
    streams,
  );
  const stockDirectory = new StockDirectory(db);
  const blocks = new BlockService(db);
  const realtime = createRealtimeBus(log, redis);
  const notices = new NoticeService(db, realtime);
  const ledger = new LedgerService(db);
  const sensitiveWords = new SensitiveWords(db);
  const postIndexer = new PostIndexer(db, stockDirectory);
  const posts = new PostService(db, sensitiveWords, postLimiters(redis), postIndexer, notices, (userId) =>
    ledger.balance(userId, 'energy'),
  );
  // Its own constant so the search service can be handed it: post searches feed the 热搜 board.
  const rankings = new RankService(db, posts);
  const energy = new Energy(ledger, log);
  const payProvider = createPayProvider(config, log);
  const orderLimit = new Limiter({ ...LIMITS.orderPerUser, points: config.money.orderPerMinute }, redis);
  const payOrders = new PayOrderService(db, ledger, payProvider, orderLimit, log);
  const uploads = new UploadService(
    storageProvider,
    new Limiter(UPLOAD_LIMIT, redis),
    config.storage.maxBytes,
  );
  const comments = new CommentService(
    db,
    new Limiter(LIMITS.commentPerUser, redis),
    new Limiter(LIMITS.commentLikePerUser, redis),
    stockDirectory,
    blocks,
    notices,
  );
  // One trading calendar, so an editor's holiday change (ActionService invalidates it) reaches every user of it.
  const calendar = new TradingCalendar(db);
  const wallet = new WalletService(db, ledger, payOrders, {
    priceFen: config.money.newestToolPriceFen,
    days: config.money.newestToolDays,
  });
  const newest = new NewestService(db, wallet, posts, createMessageBus(log, NEWEST_CHANNEL, redis), log);
  return {
    streams,
    newest,
    sms,
    smsProvider,
    users,
    areas,
    wechat: new WechatService(db, wechatProvider, users, config.appSecret),
    wechatProvider,
    wxShare: new WxShareService(
      createJsapiProvider(config, wechatTokenStore(db), log),
      config.publicOrigin,
      log,
    ),
    storageProvider,
    posts,
    uploads,
    reactions: new ReactionService(
      db,
      new Limiter(LIMITS.reactPerUser, redis),
      new Limiter(LIMITS.forwardPerUser, redis),
      notices,
      energy,
    ),
    comments,
    complaints: new ComplaintService(db, new Limiter(LIMITS.complaintPerUser, redis)),
    stockDirectory,
    stocks: new StockService(db, stockDirectory, posts),
    search: new SearchService(db, stockDirectory, posts, rankings, log),
    rankings,
    follows: new FollowService(db, posts, blocks, notices),
    wordCloud: new WordCloudService(db, stockDirectory),
    messages: new MessageService(db, new Limiter(LIMITS.messagePerUser, redis), blocks, notices),
    blocks,
    notices,
    members: new MemberService(db, posts, ledger),
    realtime,
    medals: new MedalService(db),
    invites: new InviteService(db, new Limiter(LIMITS.invitePerIp, redis), areas),
    traces: new TraceService(db, new Limiter(LIMITS.tracePerIp, redis)),
    ledger,
    energy,
    payProvider,
    payOrders,
    rewards: new RewardService(db, payOrders, notices, config.money.rewardPlatformShareBp),
    bounties: new BountyService(db, ledger, payOrders, notices, log),
    wallet,
    products: new ProductService(db, payOrders),
    actions: new ActionService(db, calendar, stockDirectory, postIndexer, posts, files),
    timeline: new TimelineService(db, posts),
    competitions: new CompetitionService(
      db,
      calendar,
      stockDirectory,
      // One worker thread; a few images may wait, two of them a member's, each read within 20 s or the
      // worker is replaced.
      new OcrEngine({ maxQueue: 8, perMember: 2, timeoutMs: 20_000 }),
      new Limiter(OCR_LIMIT, redis),
      files,
    ),
    plans: new PlanService(db, calendar, stockDirectory, notices),
    opinion: new OpinionService(db, calendar),
    industry: new IndustryService(db, stockDirectory, uploads),
    sensitiveWords,
    moderation: new ModerationService(db, posts, comments),
    bans: new BanService(db, streams),
    words: new WordsService(db, sensitiveWords),
    site: new SiteService(db, notices),
    brokers: new BrokerService(db),
    announcements: new AnnouncementService(
      db,
      stockDirectory,
      new Limiter(LIMITS.announcementExportPerKey, redis),
      files,
    ),
    files,
    sysUsers: new SysUserService(
      db,
      new Limiter(SYS_LOGIN_LIMITS.perUsername, redis),
      new Limiter(SYS_LOGIN_LIMITS.perIp, redis),
    ),
    ai: new AiService(
      db,
      new Retrieval(db, stockDirectory),
      createLlmProvider(config),
      {
        visitor: new Limiter(AI_RATE_LIMITS.visitor, redis),
        member: new Limiter(AI_RATE_LIMITS.member, redis),
        ip: new Limiter(AI_RATE_LIMITS.ip, redis),
      },
      log,
    ),
  };
}
