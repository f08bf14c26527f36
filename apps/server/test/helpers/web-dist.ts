import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built web app's folder as the prerender writes it, for the server's tests: the app
 * page, each language's page files for the Cyprus market and FOODY, and the prerender's manifest.
 */
export async function writePrerenderedWebDist(
  appPage: string,
  pagesOf: (language: string) => Record<string, string>,
  languages = ['el', 'en'],
): Promise<string> {
  const webDist = await mkdtemp(join(tmpdir(), 'rp-web-'));
  await writeFile(join(webDist, 'index.html'), appPage);
  for (const language of languages) {
    const dir = join(webDist, 'prerendered', 'CY', 'FOODY', language);
    await mkdir(dir, { recursive: true });
    for (const [file, html] of Object.entries(pagesOf(language))) {
      await writeFile(join(dir, file), html);
    }
  }
  await writeFile(
    join(webDist, 'prerendered', 'manifest.json'),
    JSON.stringify({ CY: { entities: ['FOODY'], languages } }),
  );
  return webDist;
}
