// The entry of a file worker process (file-workers.ts), started with nothing but a heap cap: it registers
// tsx, then runs the TypeScript side.
import { register } from 'tsx/esm/api';

register();
await import('./file-worker.ts');
