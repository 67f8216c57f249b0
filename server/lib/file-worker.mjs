// The entry of a file worker (file-workers.ts). A worker thread does not inherit the parent's tsx loader
// (its execArgv is emptied on purpose), so this registers tsx, then runs the TypeScript side.
import { register } from 'tsx/esm/api';

register();
await import('./file-worker.ts');
