/** The opinion vote's calls (docs/api/opinion.md). Types only from common/: no zod in the page's first load. */
import type { OpinionFavorite, OpinionPage, OpinionQuestion } from '@common/opinion';
import { api } from '~/lib/api';

const API = '/api/v1/article/market/opinion';

/** The open question (else the newest closed one), or null. Quiet: the card shows its own failure. */
export const fetchTodayQuestion = (signal?: AbortSignal) =>
  api<OpinionQuestion | null>(`${API}/today`, {}, { quiet: true, signal });

export const voteQuestion = (question_id: number, option: number) =>
  api<OpinionQuestion>(`${API}/vote-question`, { question_id, option });

export const markFavorite = (question_id: number, favorite: boolean) =>
  api<OpinionFavorite>(`${API}/vote-favorite`, { question_id, favorite: favorite ? 1 : 0 });

export const fetchQuestionPage = (start: number, limit: number, favorite: boolean) =>
  api<OpinionPage>(`${API}/list`, { start, limit, favorite: favorite ? 1 : 0 });
