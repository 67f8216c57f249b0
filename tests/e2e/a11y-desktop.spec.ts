/** axe-core over every desktop route, as a visitor and where SPEC §2 needs it as a member (a11y-scan.ts). */
import { describeAccessibility } from './a11y-scan';

describeAccessibility(
  'desktop',
  [
    { surface: 'desktop', role: 'visitor' },
    { surface: 'desktop', role: 'member' },
  ],
  { listsRoutes: true },
);
