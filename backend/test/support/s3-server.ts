import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** Settings for createTestApp that point the app at this server. */
  environment: Record<string, string>;
  close: () => Promise<void>;
}

const ACCESS_KEY = 'S3RVER';

/**
 * An S3-compatible server on 127.0.0.1 (s3rver, files in a temporary folder). s3rver lets anyone read
 * anything, whereas real S3 refuses unsigned reads unless the object was written with a public ACL: a small
 * front door restores that rule, so a test can see what a stranger would get from the bucket.
 */
export async function startFakeS3(bucket = 'tvt-test'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'tvt-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: backendPort } = await s3rver.run();
  const publicObjects = new Set<string>();

  const frontDoor = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const signed = Boolean(request.headers.authorization) || url.searchParams.has('X-Amz-Signature');
    const objectPath = decodeURIComponent(url.pathname);
    if (request.method === 'PUT' && signed) {
      if (request.headers['x-amz-acl'] === 'public-read') publicObjects.add(objectPath);
      else publicObjects.delete(objectPath);
    }
    if (!signed && !(['GET', 'HEAD'].includes(request.method ?? '') && publicObjects.has(objectPath))) {
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
        );
      request.resume();
      return;
    }
    const forwarded = http.request(
      { host: '127.0.0.1', port: backendPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => frontDoor.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(frontDoor.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    environment: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      if (!frontDoor.listening) return;
      frontDoor.closeAllConnections();
      await new Promise<void>((resolve) => frontDoor.close(() => resolve()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
