import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { contentTypeOf, OpenedObject, StorageDriver, StorageUnavailableError, Visibility } from './storage.types';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

/**
 * An S3-compatible bucket. Objects live under `public/` or `private/`; nothing is ever written with a
 * public ACL, so the bucket stays private unless an operator opens `public/*` to a CDN on purpose.
 */
export class S3StorageDriver implements StorageDriver {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 demands them: several S3-compatible servers reject the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async write(visibility: Visibility, key: string, content: Buffer, contentType: string): Promise<void> {
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(visibility, key),
          Body: content,
          ContentType: contentType,
        }),
      ),
    );
  }

  async open(visibility: Visibility, key: string): Promise<OpenedObject | null> {
    const response = await this.call(() =>
      this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(visibility, key) })),
    );
    if (!response?.Body) return null;
    return {
      body: response.Body as Readable,
      contentType: response.ContentType ?? contentTypeOf(key),
      size: response.ContentLength ?? 0,
      visibility,
    };
  }

  async exists(visibility: Visibility, key: string): Promise<boolean> {
    const response = await this.call(() =>
      this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(visibility, key) })),
    );
    return response !== null;
  }

  async delete(visibility: Visibility, key: string): Promise<void> {
    await this.call(() =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(visibility, key) })),
    );
  }

  async deleteFolder(visibility: Visibility, folder: string): Promise<void> {
    // The trailing slash keeps `avatars/12` from also matching `avatars/123/...`.
    const prefix = `${this.objectKey(visibility, folder)}/`;
    let continuationToken: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: prefix,
            ContinuationToken: continuationToken,
          }),
        ),
      );
      const keys = (page?.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0)
        await this.call(() =>
          this.client.send(
            new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys, Quiet: true } }),
          ),
        );
      continuationToken = page?.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async signedUrl(visibility: Visibility, key: string, seconds: number): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(visibility, key) }),
      { expiresIn: seconds },
    );
  }

  private objectKey(visibility: Visibility, key: string): string {
    return `${visibility}/${key}`;
  }

  /** Runs one S3 call: a missing object gives null, an unreachable or failing bucket a StorageUnavailableError. */
  private async call<T>(operation: () => Promise<T>): Promise<T | null> {
    try {
      return await operation();
    } catch (error) {
      if (
        error instanceof S3ServiceException &&
        error.name !== 'NoSuchBucket' &&
        error.$metadata.httpStatusCode === 404
      )
        return null;
      throw new StorageUnavailableError(
        `object storage failed: ${(error as Error).name}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
}
