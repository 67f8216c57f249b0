/** axe-core over every /h5 route on a phone, and the editors' console (a11y-scan.ts). */
import { describeAccessibility } from './a11y-scan';

describeAccessibility('/h5 and the console', [
  { surface: 'h5', role: 'visitor' },
  { surface: 'h5', role: 'member' },
  { surface: 'console', role: 'editor' },
]);
