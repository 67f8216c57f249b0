import { main } from '../server/main';
import { buildIfStale } from './build-if-stale';

buildIfStale();
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
