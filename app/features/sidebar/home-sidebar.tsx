import {
  AppstoreAddOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  LinkOutlined,
  QuestionCircleOutlined,
  SmileOutlined,
} from '@ant-design/icons';
import type { BannerSlide } from '@common/moderation';
import type { PostType } from '@common/post';
import type { SidebarQr } from '@common/site-config';
import { Card } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '~/components/deferred';
import { AnnouncementLinksCard } from '~/features/announcement/announcement-links-card';
import { useAuth } from '~/features/auth/auth-context';
import { OpinionCard } from '~/features/opinion/opinion-card';
import { publishUrl } from '~/features/publish/publish-types';
import { useSidebarQr } from '~/features/site-config/use-sidebar-qr';
import { TimelinePreviewCard } from '~/features/timeline/timeline-preview-card';
import { WordCloudImage } from '~/features/word-cloud/word-cloud-image';
import { Banner } from './banner';
import { HotRankCard } from './hot-rank-card';
import { MY_POSTS_SHORTCUTS, PUBLISH_SHORTCUTS, RULE_LINKS, SIDEBAR_QR_SIZE } from './sidebar-links';
import { useSidebarData } from './use-sidebar-data';
import './sidebar.css';
// The QR codes' look in the server HTML, before their code (sidebar-qr-code.tsx) loads.
import '~/styles/antd/qrcode.css';

const PUBLISH_ICONS: Record<PostType, ReactNode> = {
  long: <FileTextOutlined />,
  garden: <AppstoreAddOutlined />,
  ask: <QuestionCircleOutlined />,
  link: <LinkOutlined />,
  documents: <FolderOpenOutlined />,
  live: <SmileOutlined />,
};

/**
 * Below the fold, and its encoder is the heaviest part of the sidebar: not in the page's first load. The
 * server renders it; hydration keeps that markup until the code arrives (a client navigation shows an
 * empty square of the same size meanwhile).
 */
const SidebarQrCode = lazyNamed(() => import('./sidebar-qr-code'), 'SidebarQrCode');

function QrTile({ value, label }: { value: string; label: string }) {
  return (
    <figure className="sidebar-qr">
      <Suspense fallback={<div style={{ width: SIDEBAR_QR_SIZE, height: SIDEBAR_QR_SIZE }} />}>
        <SidebarQrCode value={value} label={`二维码：${label}`} />
      </Suspense>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

function WordCloudCard() {
  const { data: url, failed } = useSidebarData<string>('/api/v1/search/word-cloud');
  return (
    <Card size="small" title="今日热词">
      {failed ? <p className="sidebar-empty">加载失败</p> : <WordCloudImage url={url} />}
    </Card>
  );
}

/**
 * The home sidebar (SPEC §2): publish and my-posts shortcuts, banner, today's word cloud, hot ranking,
 * QR codes and community rules.
 */
export function HomeSidebar({
  origin,
  banners,
  qr: givenQr,
}: {
  origin: string;
  banners?: BannerSlide[];
  /** The QR codes' targets from the settings (the home loader's); other pages fetch them. */
  qr?: SidebarQr;
}) {
  const { user } = useAuth();
  const qr = useSidebarQr(origin, givenQr);
  return (
    <aside className="home-side" aria-label="侧栏">
      <Card size="small" title="发布">
        <nav className="sidebar-publish" aria-label="发布">
          {PUBLISH_SHORTCUTS.map(({ type, label }) => (
            <Link key={type} to={publishUrl(type)}>
              {PUBLISH_ICONS[type]}
              <span>{label}</span>
            </Link>
          ))}
        </nav>
        {user && (
          <nav className="sidebar-mine" aria-label="我的">
            {MY_POSTS_SHORTCUTS.map(({ to, label }) => (
              <Link key={to} to={to}>
                {label}
              </Link>
            ))}
          </nav>
        )}
      </Card>
      <Banner slides={banners} />
      <OpinionCard />
      <AnnouncementLinksCard />
      <WordCloudCard />
      <TimelinePreviewCard />
      <HotRankCard />
      <Card size="small">
        <div className="sidebar-qrs">
          <QrTile value={qr.app} label="下载研社 App" />
          {qr.official && <QrTile value={qr.official} label="官方公众号" />}
        </div>
      </Card>
      <Card size="small" title="社区公约">
        <ul className="sidebar-rules">
          {RULE_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </aside>
  );
}
