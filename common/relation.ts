// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';

/**
 * The viewer's relation to a user: follow_status 1 when following, follow_type 1 when specially. Its own
 * module because post items (common/post.ts) and the social schemas (common/social.ts, which imports
 * post.ts) both carry it.
 */
export const relationSchema = z.object({
  follow_status: z.union([z.literal(0), z.literal(1)]),
  follow_type: z.union([z.literal(0), z.literal(1)]),
});
export type Relation = z.infer<typeof relationSchema>;

/** The relation from a follow row's `special` flag (undefined: no follow; visitors too). */
export const relationOf = (special: boolean | undefined): Relation => ({
  follow_status: special === undefined ? 0 : 1,
  follow_type: special ? 1 : 0,
});
