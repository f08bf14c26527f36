import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';

// Maps show streets. Outside prd the portal uses OpenStreetMap's tiles by default; the
// browser tests run with MAP_TILE_URL=none (no test may need the internet), so this test makes the
// page name a tile server on its own origin and answers for it with tiles it draws itself.

const TILE_URL = '/__test-tiles/{z}/{x}/{y}.png';
const ATTRIBUTION = '© Test Streets';

/** A 256×256 PNG: a light ground crossed by two "streets". */
function tilePng(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const isStreet = Math.abs(x - 128) < 6 || Math.abs(y - 96) < 5;
      const [r, g, b] = isStreet ? [255, 255, 255] : [226, 232, 222];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return crc ^ -1;
}

test(
  'a map with a tile server configured shows its tiles and its credit',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
    await signIn(page, request, 'parent@demo.test');
    const tile = tilePng();
    let tilesServed = 0;
    await page.route('**/__test-tiles/**', async (route) => {
      tilesServed += 1;
      await route.fulfill({ contentType: 'image/png', body: tile });
    });
    // The deployment's configuration, as a server with MAP_TILE_URL set would write it.
    await page.route(
      (url) => url.pathname.startsWith('/request-a-rider'),
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '"tileUrl":null,"tileAttribution":null',
          `"tileUrl":"${TILE_URL}","tileAttribution":"${ATTRIBUTION}"`,
        );
        expect(html).toContain(TILE_URL);
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        await route.fulfill({ response, body: html, headers });
      },
    );
    await page.goto('/request-a-rider/V1001');
    // A phone shows the map when asked.
    const show = page.getByRole('button', { name: 'Show the map' });
    if (testInfo.project.name === 'phone') await show.click({ timeout: 90_000 });
    const map = page.locator('.rp-map').first();
    await expect(map).toBeVisible({ timeout: 90_000 });
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible({ timeout: 30_000 });
    expect(tilesServed).toBeGreaterThan(0);
    await expect(map.getByText(ATTRIBUTION)).toBeVisible();
    await map.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'map-tiles');
  },
);
