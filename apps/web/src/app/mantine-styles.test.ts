// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// mantine-styles.ts imports Mantine's CSS per component. This derives what it must import: every
// component the web app or the Mantine packages it uses (notifications, dates, dropzone) import
// from @mantine/core, with every component those are built from (followed through Mantine's own
// modules), in the order of Mantine's whole stylesheet.

const web = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const root = join(web, '..', '..');
const core = join(root, 'node_modules', '@mantine', 'core');

function filesUnder(dir: string, endings: string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path, endings));
    else if (endings.some((ending) => path.endsWith(ending))) found.push(path);
  }
  return found;
}

function neededStylesheets(): string[] {
  const sources = [
    ...filesUnder(join(web, 'src'), ['.ts', '.tsx']).filter((path) => !path.includes('.test.')),
    ...['notifications', 'dates', 'dropzone'].flatMap((pkg) =>
      filesUnder(join(root, 'node_modules', '@mantine', pkg, 'esm'), ['.mjs']),
    ),
  ];
  const imported = new Set<string>();
  for (const source of sources) {
    const text = readFileSync(source, 'utf8');
    for (const match of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
    )) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) imported.add(name);
      }
    }
  }
  const modules = filesUnder(join(core, 'esm'), ['.mjs']);
  const byName = new Map(modules.map((path) => [basename(path, '.mjs'), path]));
  const reached = new Set<string>();
  const follow = (path: string) => {
    if (reached.has(path)) return;
    reached.add(path);
    for (const match of readFileSync(path, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const next = join(dirname(path), match[1]!);
      if (existsSync(next)) follow(next);
    }
  };
  for (const name of imported) {
    const path = byName.get(name);
    if (path) follow(path);
  }
  const names = new Set([...reached].map((path) => basename(path, '.mjs')));
  const whole = readFileSync(join(core, 'styles.css'), 'utf8');
  const position = (file: string) => {
    const firstClass = /\.m_[0-9a-f]+/.exec(readFileSync(join(core, 'styles', file), 'utf8'))?.[0];
    return firstClass ? whole.indexOf(firstClass) : -1;
  };
  return readdirSync(join(core, 'styles'))
    .filter((file) => !file.endsWith('.layer.css') && names.has(file.replace(/\.css$/, '')))
    .sort((a, b) => position(a) - position(b));
}

describe("Mantine's styles per component", () => {
  it('imports the global styles, then every component the app draws, in Mantine’s order', () => {
    const listed = [
      ...readFileSync(join(web, 'src', 'app', 'mantine-styles.ts'), 'utf8').matchAll(
        /^import '@mantine\/core\/styles\/([^']+)';$/gm,
      ),
    ].map((match) => match[1]);
    expect(listed).toEqual([
      'baseline.css',
      'default-css-variables.css',
      'global.css',
      ...neededStylesheets(),
    ]);
  });
});
