/**
 * /h5/invite (SPEC §2, the new-member campaign): a visitor sees who invites them, the rules and the
 * sign-up; a member sees their own invite link and QR code to share, with how many they have invited.
 */

import { QR_SIZE_SHARE, SITE_NAME } from '@common/constants';
import { type InviteInfo, invitePath } from '@common/invite';
import type { UserSummary } from '@common/social';
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { copyText } from '~/features/reactions/copy-text';
import { useWxShare } from '~/h5/share/use-wx-share';
import { showToast } from '~/h5/shell/toasts';
import { ApiError } from '~/lib/api';
import { fetchInviteInfo } from './invite-api';
import { InviteRegisterForm } from './invite-register-form';
import './invite-page.css';

export interface InvitePageProps {
  /** The inviter of the link, or null when the link names none that exists. */
  inviter: UserSummary | null;
  type: number;
  origin: string;
}

const CAMPAIGN_LINE = `加入${SITE_NAME}，和股友一起研究 A 股`;

/** WeChat's card for the page: the member's own invitation, else the one the page was opened with. */
function useInviteCard(inviter: UserSummary | null, type: number, origin: string): void {
  const { user } = useAuth();
  const from = user ?? inviter;
  useWxShare({
    title: from ? `${from.nickname}邀请你加入${SITE_NAME}` : `邀请有礼 - ${SITE_NAME}`,
    desc: CAMPAIGN_LINE,
    link: from ? `${origin}${invitePath(from.user_id, type)}` : `${origin}/h5/invite`,
    imgUrl: from?.avatar ? new URL(from.avatar, origin).href : '',
  });
}

export function H5InvitePage({ inviter, type, origin }: InvitePageProps) {
  const { user } = useAuth();
  useInviteCard(inviter, type, origin);
  return (
    <div className="h5-invite">
      <header className="h5-invite-banner">
        <h1>邀请有礼</h1>
        <p>{CAMPAIGN_LINE}</p>
      </header>
      {user ? (
        <MyInvite userId={user.user_id} type={type} origin={origin} />
      ) : inviter ? (
        <>
          <InviterCard inviter={inviter} />
          <section className="h5-invite-panel">
            <h2>注册研社</h2>
            <InviteRegisterForm inviterId={inviter.user_id} type={type} />
          </section>
        </>
      ) : (
        <section className="h5-invite-panel">
          <Result status="info" title="邀请链接无效" description="请向好友重新索取邀请链接，或直接注册研社" />
          <Link to="/" className="h5-invite-home">
            去首页
          </Link>
        </section>
      )}
      <InviteRules />
    </div>
  );
}

function InviterCard({ inviter }: { inviter: UserSummary }) {
  return (
    <section className="h5-invite-panel h5-invite-inviter" aria-label="邀请人">
      <Avatar src={inviter.avatar} style={{ '--size': '48px', '--border-radius': '50%' }} />
      <div>
        <p className="h5-invite-name">{inviter.nickname}</p>
        <p className="h5-invite-says">邀请你加入{SITE_NAME}</p>
        <p className="h5-invite-figures">
          {inviter.posts} 篇帖子 · {inviter.fans_count} 位粉丝
        </p>
      </div>
    </section>
  );
}

/** The member's own link (their info's share_path), its QR code, and their figures. */
function MyInvite({ userId, type, origin }: { userId: number; type: number; origin: string }) {
  const [info, setInfo] = useState<InviteInfo | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchInviteInfo(userId, type).then(
      (answer) => live && setInfo(answer),
      (error) => {
        if (!(error instanceof ApiError)) throw error;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [userId, type]);

  if (failed) return <Result status="warning" title="邀请信息加载失败" description="请稍后刷新" />;
  const mine = info?.mine;
  const url = mine ? `${origin}${mine.share_path}` : '';

  const copy = async () => {
    const copied = url !== '' && (await copyText(url));
    void showToast(copied ? '链接已复制' : '复制失败，请手动复制');
  };

  return (
    <section className="h5-invite-panel h5-invite-mine" aria-label="我的邀请">
      <h2>邀请好友注册</h2>
      <div className="h5-invite-qr" style={{ width: QR_SIZE_SHARE, height: QR_SIZE_SHARE }}>
        {url && <QRCodeSVG value={url} size={QR_SIZE_SHARE} role="img" aria-label="邀请二维码" />}
      </div>
      <p className="h5-invite-hint">好友微信扫一扫，或打开下面的链接注册</p>
      <p className="h5-invite-url">{url}</p>
      <Button block color="primary" size="large" disabled={!url} onClick={() => void copy()}>
        复制邀请链接
      </Button>
      {mine && (
        <dl className="h5-invite-counts">
          <div>
            <dt>已邀请</dt>
            <dd>{mine.invited_count}</dd>
          </div>
          <div>
            <dt>已注册</dt>
            <dd>{mine.registered_count}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

/** What the server does with an invitation (server/modules/invite), and nothing it does not. */
function InviteRules() {
  return (
    <section className="h5-invite-panel h5-invite-rules">
      <h2>活动规则</h2>
      <ol>
        <li>登录后在本页获取你的专属邀请链接和二维码，分享给好友。</li>
        <li>好友打开你的链接，用手机号和短信验证码在本页注册，即记为你邀请的新成员。</li>
        <li>已注册的手机号不能再被邀请；同一手机号只记给第一位邀请人。</li>
        <li>你可以在本页查看已邀请和已注册的人数。</li>
      </ol>
    </section>
  );
}
