/** axe-core over every route in the light theme, with every WCAG 2.1 A/AA rule (a11y-scan.ts). */
import { describeAccessibility } from './a11y-scan';

describeAccessibility('light');
