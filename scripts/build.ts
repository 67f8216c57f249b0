/** `npm run build`: the page build, stamped so that the next `npm start` does not build it again. */
import { buildSite } from './build-if-stale';

buildSite();
