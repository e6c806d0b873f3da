import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccessService } from '../../common/access/access.service';
import { AppException } from '../../common/errors/app.exception';
import { ImageService } from '../../common/images/image.service';
import { AccountFiles } from '../../common/storage/account-files';
import { StorageService } from '../../common/storage/storage.service';
import { PRIVATE } from '../../common/storage/storage.types';
import type { PersonPhoto } from './entities/person-photo.entity';
import { tryOnFiles } from './try-on-files';
import { TryOnQueries } from './try-on.queries';

export const PERSON_THUMBNAIL_SIZE = 256;

/** The two inputs of a try-on: person photos (kept for reuse) and the garment of one create session. */
@Injectable()
export class TryOnUploadsService implements OnModuleInit {
  constructor(
    private readonly queries: TryOnQueries,
    private readonly images: ImageService,
    private readonly storage: StorageService,
    private readonly access: AccessService,
    private readonly accountFiles: AccountFiles,
  ) {}

  /** Results, inputs and person photos all live under the owner's try-on folder. */
  onModuleInit(): void {
    this.accountFiles.register((owner) => [tryOnFiles.folderOf(owner.username).replace(/\/$/, '')]);
  }

  private async storePrivate(key: string, content: Buffer): Promise<string> {
    await this.storage.put(key, content, PRIVATE);
    return this.storage.privateUrlOf(key);
  }

  async uploadPerson(user: Express.User, content: Buffer | undefined): Promise<PersonPhoto> {
    const clean = await this.cleanImage(content, 'jpeg');
    const id = tryOnFiles.newId();
    const keys = tryOnFiles.personPhoto(user.username, id);
    const thumbnail = (await this.images.boundedVariants(clean, [PERSON_THUMBNAIL_SIZE]))[PERSON_THUMBNAIL_SIZE];
    await Promise.all([
      this.storage.put(keys.image, clean, PRIVATE),
      this.storage.put(keys.thumbnail, thumbnail, PRIVATE),
    ]);
    return this.queries.insertPersonPhoto({ id, userId: user.id, imageKey: keys.image, thumbnailKey: keys.thumbnail });
  }

  /** Stored at the spec's path for this session; a new upload with the same timestamp replaces it. */
  async uploadGarment(user: Express.User, timestamp: string, content: Buffer | undefined): Promise<string> {
    const clean = await this.cleanImage(content, 'png');
    return this.storePrivate(tryOnFiles.uploadedGarment(user.username, timestamp), clean);
  }

  /** Copies a garment the caller may see (found by the module that shares it) into their session. */
  async copyGarment(user: Express.User, timestamp: string, sourceKey: string): Promise<string> {
    return this.storePrivate(tryOnFiles.uploadedGarment(user.username, timestamp), await this.storage.get(sourceKey));
  }

  async listPersonPhotos(userId: string): Promise<PersonPhoto[]> {
    return this.queries.personPhotosOf(userId, 50);
  }

  async deletePersonPhoto(user: Express.User, photoId: string): Promise<void> {
    const photo = this.access.requireOwner(await this.queries.personPhotoById(photoId), user);
    await this.queries.deletePersonPhoto(photo.id);
    await Promise.all([this.storage.delete(photo.imageKey), this.storage.delete(photo.thumbnailKey)]);
  }

  /** The caller's person photo behind a path they were given, or null. */
  async personPhotoAt(userId: string, path: string): Promise<PersonPhoto | null> {
    const key = this.storage.keyOf(path);
    return key ? this.queries.personPhotoAt(userId, key) : null;
  }

  /** The storage key of a garment path, when it is one of the caller's own uploaded garments. */
  ownGarmentKey(user: Express.User, path: string): string | null {
    const key = this.storage.keyOf(path);
    return key &&
      /^[^/]+\/try-on\/\d{1,20}\/cloth_image\.png$/.test(key) &&
      key.startsWith(tryOnFiles.folderOf(user.username))
      ? key
      : null;
  }

  /** JPG or PNG by magic bytes, at most 25 MB and 50 megapixels, re-encoded upright without EXIF/GPS. */
  private async cleanImage(content: Buffer | undefined, format: 'jpeg' | 'png'): Promise<Buffer> {
    if (!content || content.length === 0) throw new AppException('invalid_image_format');
    await this.images.assertImage(content, ['image/jpeg', 'image/png'], 'invalid_image_format');
    return this.images.reencode(content, format);
  }
}
