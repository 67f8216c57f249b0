/** Medals shown on user homes (/api/v2/user/medal/list, docs/api/social.md). */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';

export const medalSchema = z.object({
  medal_id: z.number(),
  /** Stable key, e.g. `original_author`. */
  code: z.string(),
  name: z.string(),
  /** An image URL when the catalogue has one; pages draw a styled badge otherwise. */
  icon: z.string(),
  description: z.string(),
  /** When the member received it. */
  create_time: z.string(),
});
export type Medal = z.infer<typeof medalSchema>;

export const MEDAL_MSG = {
  noUser: '用户不存在',
  noMedal: '勋章不存在',
} as const;
