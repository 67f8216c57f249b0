/** The reward and gift dialogs, loaded when first opened (render them inside `Deferred`, components/deferred.tsx). */
import { lazyNamed } from '~/components/deferred';

export const RewardDialog = lazyNamed(() => import('./reward-dialog'), 'RewardDialog');
export const GiftDialog = lazyNamed(() => import('./gift-dialog'), 'GiftDialog');
