/** The reaction dialogs, loaded when first opened (render them inside `Deferred`, components/deferred.tsx). */
import { lazyNamed } from '~/components/deferred';

export const ForwardModal = lazyNamed(() => import('./forward-modal'), 'ForwardModal');
export const ReportModal = lazyNamed(() => import('./report-modal'), 'ReportModal');
export const ShareModal = lazyNamed(() => import('./share-modal'), 'ShareModal');
