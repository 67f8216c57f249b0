/**
 * /h5/mine/* (DESIGN §3: services in-process): the member centre's pages through the desktop /mine/*
 * loaders (page 1; later pages come from the same API calls as the list scrolls), and the legacy
 * /h5/mine/{userId}/{tab} that /user/mine/... redirects to on a phone, which is that member's home.
 * Visitors get null data and the login prompt.
 */

import type { Asset } from '@common/money-vocab';
import { type AppLoadContext, data } from 'react-router';
import { loadDraftsPage } from '~/features/editor/editor-loader.server';
import {
  loadMyActions,
  loadMyArticles,
  loadMyBlocks,
  loadMyCare,
  loadMyPowers,
  loadMyProfile,
  loadUserCare,
} from '~/features/member/member-loader.server';
import { STATEMENT_PAGE_SIZE } from '~/features/wallet/statement';
import { loadIntegralSupply, loadMineBalances, loadStatement } from '~/features/wallet/wallet-loader.server';
import { isCentrePage } from './centre-pages';
import { loadH5UserHome } from './home-loader.server';

/** /h5/mine/42, /h5/mine/42/original, /h5/mine/42/original/page/3 (the page number is scrolled to instead). */
const LEGACY_HOME = /^(\d+)(?:\/([a-z]+))?(?:\/page\/\d+)?\/?$/;

interface Args {
  request: Request;
  params: { '*'?: string };
  context: AppLoadContext;
}

/**
 * A money page: the balances (the desktop's /mine layout loader) and its statement's first page (the
 * desktop page's loader, filtered by ?direction=) as the phone's infinite list starts it.
 */
async function loadMoney(args: Args, asset: Asset) {
  const [{ direction, page, statement }, { balances }] = await Promise.all([
    loadStatement(args, asset),
    loadMineBalances(args),
  ]);
  return {
    direction,
    balances,
    statement: statement && {
      pageNo: page,
      hasNext: page * STATEMENT_PAGE_SIZE < statement.total,
      result: statement.rows,
    },
  };
}

export async function loadCentre(args: Args) {
  const { request } = args;
  const splat = args.params['*'] ?? '';
  const legacy = LEGACY_HOME.exec(splat);
  if (legacy) return { name: 'home' as const, home: await loadH5UserHome(args, legacy[1], legacy[2] ?? '') };
  const name = splat.replace(/\/$/, '');
  if (!isCentrePage(name)) throw data(null, { status: 404 });
  // The lists' page 1 time, for their later pages (Page-Time).
  const pageTime = Date.now();
  switch (name) {
    case 'article':
      return { name, pageTime, ...(await loadMyArticles(args)) };
    case 'action':
      return { name, pageTime, ...(await loadMyActions(args)) };
    case 'draft':
      return { name, pageTime, ...(await loadDraftsPage(args)) };
    case 'info':
      return { name, pageTime, ...(await loadMyProfile(args)) };
    case 'care': {
      // ?id= is anyone's list (the desktop /user/care); without it the member's own.
      if (new URL(request.url).searchParams.has('id')) {
        return { name, pageTime, ...(await loadUserCare(args)) };
      }
      const mine = await loadMyCare(args);
      return { name, pageTime, ...mine, owner: null };
    }
    case 'black':
      return { name, pageTime, ...(await loadMyBlocks(args)) };
    case 'power':
      return { name, pageTime, ...(await loadMyPowers(args)) };
    case 'settings':
      return { name, pageTime };
    case 'wellat':
      return { name, pageTime, ...(await loadMoney(args, 'fen')) };
    case 'reward': {
      const [money, supply] = await Promise.all([loadMoney(args, 'integral'), loadIntegralSupply(args)]);
      return { name, pageTime, ...money, ...supply };
    }
    case 'energy':
      return { name, pageTime, ...(await loadMoney(args, 'energy')) };
  }
}

export type CentreData = Awaited<ReturnType<typeof loadCentre>>;
