/** axe-core over every route in the dark theme, with the contrast rule (a11y-scan.ts). */
import { describeAccessibility } from './a11y-scan';

describeAccessibility('dark');
