import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { TBlobStoreConfig, TConfig } from '../config/env.ts';

/**
 * Stored files (proof images, exports): a folder in embedded mode, an S3-compatible bucket when
 * BLOB_STORE_URL is set, so that every instance reads what any instance wrote.
 */
export type TBlobStore = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Lets go of connections (the S3 client's sockets); the store is not used after. */
  close(): void;
};

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

/** Keys are made by our code; still, none may climb out of the folder or the bucket prefix. */
function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`bad blob key ${key}`);
  return key;
}

/** The store the configuration chooses: the bucket when BLOB_STORE_URL is set, else DATA_DIR/blobs. */
export function openBlobStore(config: Pick<TConfig, 'dataDir' | 'blobStore'>): TBlobStore {
  return config.blobStore
    ? createS3BlobStore(config.blobStore)
    : createFolderBlobStore(join(config.dataDir, 'blobs'));
}

export function createFolderBlobStore(root: string): TBlobStore {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, checkKey(key));
  return {
    put: async (key, bytes) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    get: async (key) => {
      const path = pathOf(key);
      try {
        return new Uint8Array(await readFile(path));
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    close: () => {},
  };
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

export function createS3BlobStore(config: TBlobStoreConfig): TBlobStore {
  const client = new S3Client({
    region: config.region,
    // Without an endpoint this is AWS itself; other S3-compatible services (MinIO and the like)
    // are reached by path (endpoint/bucket/key), which needs no per-bucket DNS name.
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    // Without keys the SDK's own chain applies (AWS_* variables, instance or task role).
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's
    // newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable bucket fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const objectKey = (key: string) => config.prefix + checkKey(key);
  return {
    put: async (key, bytes) => {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    get: async (key) => {
      const Key = objectKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        // Only a missing object: a missing bucket (also a 404) is a configuration error.
        if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}
