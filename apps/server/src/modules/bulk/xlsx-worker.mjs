// The worker's entry: plain JavaScript, so that it starts in any runner (tsx, Vitest, node), then
// loads the TypeScript reader through tsx as the server itself does.
import { tsImport } from 'tsx/esm/api';

await tsImport('./xlsx-worker.ts', import.meta.url);
