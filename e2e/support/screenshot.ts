import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const dir = fileURLToPath(new URL('../screenshots', import.meta.url));
mkdirSync(dir, { recursive: true });

/** Saves what the test checked as e2e/screenshots/<name>-<project>.png, to be looked at. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: join(dir, `${name}-${testInfo.project.name}.png`),
    fullPage: false,
  });
}
