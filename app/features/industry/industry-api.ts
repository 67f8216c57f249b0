/** The browser's industry-chain calls (docs/api/industry.md). */
import type { IndustryCount } from '@common/industry';
import { api } from '~/lib/api';

/** Counts this reader's browse (once a day) and answers the counts; quiet: the page reads fine without. */
export const countIndustryBrowse = (industryId: number) =>
  api<IndustryCount>('/api/v1/industry/browsers-count', { industry_id: industryId }, { quiet: true });

export const countIndustryForward = (industryId: number) =>
  api<IndustryCount>('/api/v1/industry/forward-count', { industry_id: industryId }, { quiet: true });
