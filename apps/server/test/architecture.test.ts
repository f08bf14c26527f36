import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_FOLDERS, PLATFORM_FOLDERS, SERVER_LAYERS, SERVER_MODULES } from '../layers.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_SRC = join(ROOT, 'apps/server/src');
const DOC = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

const foldersOf = (dir: string) =>
  readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return [path];
  });
}

/** The rows of the layer table in docs/architecture.md: layer name and its names in backticks. */
function documentedLayers(): { name: string; modules: string[] }[] {
  return DOC.split('\n')
    .filter((line) => /^\| [a-z]+ \| `/.test(line))
    .map((line) => {
      const [, name = '', names = ''] = line.split('|').map((cell) => cell.trim());
      return { name, modules: [...names.matchAll(/`([^`]+)`/g)].map((m) => m[1]!) };
    });
}

describe('the server keeps its layers', () => {
  it('names every module folder exactly once in apps/server/layers.mjs', () => {
    expect([...SERVER_MODULES].sort()).toEqual(foldersOf(join(SERVER_SRC, 'modules')).sort());
    expect(new Set(SERVER_MODULES).size).toBe(SERVER_MODULES.length);
  });

  it('draws the same layers in docs/architecture.md, lowest first', () => {
    expect(documentedLayers()).toEqual([
      { name: 'platform', modules: PLATFORM_FOLDERS },
      ...SERVER_LAYERS.map((layer) => ({ name: layer.name, modules: layer.modules })),
    ]);
  });

  it("lists every folder of the server's src/ in the layout of docs/architecture.md", () => {
    const layout = DOC.slice(DOC.indexOf('## Layout'), DOC.indexOf('## The server'));
    for (const folder of foldersOf(SERVER_SRC)) expect(layout).toContain(`src/${folder}/`);
    for (const folder of [
      'packages/domain/',
      'packages/i18n/',
      'apps/server/',
      'apps/web/',
      'e2e/',
      'bench/',
    ]) {
      expect(layout).toContain(folder);
    }
    for (const folder of Object.keys(OUTSIDE_FOLDERS)) expect(layout).toContain(`src/${folder}/`);
  });

  it('keeps test helpers out of src/', () => {
    const sources = [SERVER_SRC, join(ROOT, 'apps/web/src')].flatMap(filesUnder);
    const helpers = sources.filter((file) => {
      if (/\.test\.tsx?$/.test(file) || !/\.(ts|tsx|mjs)$/.test(file)) return false;
      if (file.includes(`${join('apps/web/src', 'test')}/`)) return false;
      return /from ['"](vitest|@testing-library\/[a-z-]+)['"]/.test(readFileSync(file, 'utf8'));
    });
    expect(helpers.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('forgets remembered vendor access wherever vendors or their owners are written', () => {
    const sources = [SERVER_SRC, join(ROOT, 'apps/server/test/helpers')].flatMap(filesUnder);
    const writes =
      /\.(insert|update|delete)\((vendors|vendorUsers)\)|(into|update) \$\{(vendors|vendorUsers)\}/;
    const writers = sources.filter(
      (file) => !/\.test\.ts$/.test(file) && writes.test(readFileSync(file, 'utf8')),
    );
    expect(writers.length).toBeGreaterThanOrEqual(3);
    const forgetting = (file: string) => {
      const text = readFileSync(file, 'utf8');
      const writeCount = text.split('\n').filter((line) => writes.test(line)).length;
      return text.split('vendorRowsChanged(').length - 1 >= writeCount;
    };
    expect(writers.filter((file) => !forgetting(file)).map((file) => relative(ROOT, file))).toEqual(
      [],
    );
  });
});

describe('the lint rules refuse a back-import', () => {
  let eslint: ESLint;
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
    return result!.messages.map((m) => m.ruleId);
  };

  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  it('refuses a lower module importing a higher one, and allows the other way', async () => {
    const code = "import { findOrder } from '../orders/store.ts';\nexport const f = findOrder;\n";
    expect(await lint('apps/server/src/modules/quotes/probe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lint('apps/server/src/modules/payments/probe.ts', code)).toEqual([]);
  });

  it('refuses a module importing one listed after it in its own layer', async () => {
    const code =
      "import { vendorFor } from '../vendors/service.ts';\nexport const f = vendorFor;\n";
    expect(await lint('apps/server/src/modules/auth/probe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lint('apps/server/src/modules/accounts/probe.ts', code)).toEqual([]);
  });

  it('refuses the platform importing a module, and the simulator anything but dispatch', async () => {
    const code =
      "import { findOrder } from '../modules/orders/store.ts';\nexport const f = findOrder;\n";
    expect(await lint('apps/server/src/http/probe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lint('apps/server/src/sim/probe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const dispatch =
      "import { findDispatchableOrders } from '../modules/dispatch/service.ts';\nexport const f = findDispatchableOrders;\n";
    expect(await lint('apps/server/src/sim/probe.ts', dispatch)).toEqual([]);
  });

  it('lets only stores speak SQL', async () => {
    const code =
      "import { eq } from 'drizzle-orm';\nimport { orders } from '../../db/schema.ts';\nexport const f = [eq, orders];\n";
    expect(await lint('apps/server/src/modules/orders/service.ts', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await lint('apps/server/src/modules/orders/store.ts', code)).toEqual([]);
  });

  it("refuses a web feature reaching into another feature's files, not its index.ts", async () => {
    const inner =
      "import { OrderFacts } from '../order-detail/components/order-facts';\nexport const f = OrderFacts;\n";
    expect(await lint('apps/web/src/features/history/probe.ts', inner)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const index =
      "import { OrderDetailPanel } from '../order-detail';\nexport const f = OrderDetailPanel;\n";
    expect(await lint('apps/web/src/features/history/probe.ts', index)).toEqual([]);
  });
});
