// Entry of the DATEX II parse worker: registers tsx's loader (workers do not always inherit
// `--import tsx`), then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./datex-parse-worker.ts');
