import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBlobStoreConfig } from '../config/env.ts';
import { createFolderBlobStore, createS3BlobStore, openBlobStore } from './blobs.ts';
import type { TBlobStore } from './blobs.ts';

// s3rver: an S3-compatible server run in this process (it ships no types, hence require).
type TS3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => TS3rver;

const BUCKET = 'portal-files';
let dir = '';
let server: TS3rver;
let endpoint = '';
const opened: TBlobStore[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'blobs-test-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
});

afterAll(async () => {
  for (const store of opened) store.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

function bucketConfig(overrides: Partial<TBlobStoreConfig> = {}): TBlobStoreConfig {
  return {
    bucket: BUCKET,
    prefix: 'portal/',
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    ...overrides,
  };
}

function track(store: TBlobStore): TBlobStore {
  opened.push(store);
  return store;
}

describe.each([
  ['folder', () => createFolderBlobStore(join(dir, 'folder'))],
  ['S3-compatible bucket', () => createS3BlobStore(bucketConfig())],
])('the %s blob store', (_name, create) => {
  let blobs: TBlobStore;
  beforeAll(() => {
    blobs = track(create());
  });

  it('gives back exactly the bytes it stored, every byte value intact', async () => {
    const bytes = new Uint8Array([
      ...Array.from({ length: 256 }, (_, i) => i),
      ...randomBytes(64 * 1024),
    ]);
    await blobs.put('proofs/CY-1_7/DELIVERY-ev_1.jpg', bytes);
    const read = await blobs.get('proofs/CY-1_7/DELIVERY-ev_1.jpg');
    expect(read).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(read!).equals(Buffer.from(bytes))).toBe(true);
  });

  it('stores a Buffer (as the export job hands it) and an empty file', async () => {
    await blobs.put('exports/job-1.csv', Buffer.from('order_id;status\nCY-1;DELIVERED\n'));
    expect(Buffer.from((await blobs.get('exports/job-1.csv'))!).toString()).toBe(
      'order_id;status\nCY-1;DELIVERED\n',
    );
    await blobs.put('exports/empty.csv', new Uint8Array());
    expect(await blobs.get('exports/empty.csv')).toEqual(new Uint8Array());
  });

  it('answers null for a key nothing was stored under', async () => {
    expect(await blobs.get('exports/never-written.pdf')).toBeNull();
    expect(await blobs.get('never/under/here.bin')).toBeNull();
  });

  it('replaces what was stored under the same key, longer or shorter', async () => {
    await blobs.put('exports/again.csv', Buffer.from('first, longer version'));
    await blobs.put('exports/again.csv', Buffer.from('second'));
    expect(Buffer.from((await blobs.get('exports/again.csv'))!).toString()).toBe('second');
  });

  it.each(['../outside.bin', '/etc/passwd', 'proofs/../../outside.bin', 'a/..', ''])(
    'refuses the key "%s" when storing or reading',
    async (key) => {
      await expect(blobs.put(key, new Uint8Array([1]))).rejects.toThrow(`bad blob key ${key}`);
      await expect(blobs.get(key)).rejects.toThrow(`bad blob key ${key}`);
    },
  );
});

describe('the S3-compatible bucket', () => {
  it('keeps each prefix apart inside one bucket', async () => {
    const cy = track(createS3BlobStore(bucketConfig({ prefix: 'cy/' })));
    const sg = track(createS3BlobStore(bucketConfig({ prefix: 'sg/' })));
    const whole = track(createS3BlobStore(bucketConfig({ prefix: '' })));
    await cy.put('exports/1.csv', Buffer.from('cy'));
    expect(await sg.get('exports/1.csv')).toBeNull();
    expect(Buffer.from((await whole.get('cy/exports/1.csv'))!).toString()).toBe('cy');
  });

  it('signs with the configured keys: an unknown access key is refused', async () => {
    const stranger = track(
      createS3BlobStore(
        bucketConfig({ credentials: { accessKeyId: 'UNKNOWN', secretAccessKey: 'x' } }),
      ),
    );
    await expect(stranger.put('exports/2.csv', Buffer.from('no'))).rejects.toThrow(/Access Key Id/);
  });

  it('fails, rather than answering "missing", when the bucket does not exist', async () => {
    const wrong = track(createS3BlobStore(bucketConfig({ bucket: 'no-such-bucket' })));
    await expect(wrong.get('exports/1.csv')).rejects.toThrow(/bucket does not exist/i);
  });
});

describe('openBlobStore', () => {
  it('uses the bucket when one is configured', async () => {
    const configured = track(
      openBlobStore({ dataDir: join(dir, 'data'), blobStore: bucketConfig() }),
    );
    await configured.put('exports/3.csv', Buffer.from('in the bucket'));
    const bucket = track(createS3BlobStore(bucketConfig()));
    expect(Buffer.from((await bucket.get('exports/3.csv'))!).toString()).toBe('in the bucket');
  });

  it('uses DATA_DIR/blobs otherwise', async () => {
    const configured = track(openBlobStore({ dataDir: join(dir, 'data'), blobStore: null }));
    await configured.put('exports/4.csv', Buffer.from('in the folder'));
    const folder = createFolderBlobStore(join(dir, 'data', 'blobs'));
    expect(Buffer.from((await folder.get('exports/4.csv'))!).toString()).toBe('in the folder');
  });
});
