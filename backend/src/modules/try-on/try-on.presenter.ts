import { Injectable } from '@nestjs/common';
import { StorageService } from '../../common/storage/storage.service';
import type { PersonPhotoDto, TryOnDetailDto, UserTryOnDto } from './dto/try-on-responses.dto';
import type { PersonPhoto } from './entities/person-photo.entity';
import type { VirtualTryOn } from './entities/virtual-try-on.entity';

/** Rows to the contract's shapes: storage keys become URLs. */
@Injectable()
export class TryOnPresenter {
  constructor(private readonly storage: StorageService) {}

  personPhoto(photo: PersonPhoto): PersonPhotoDto {
    return {
      id: photo.id,
      path: this.storage.privateUrlOf(photo.imageKey),
      thumbnailPath: this.storage.privateUrlOf(photo.thumbnailKey),
      createdAt: photo.createdAt.toISOString(),
    };
  }

  listed(tryOn: VirtualTryOn): UserTryOnDto {
    return {
      id: `${tryOn.timestamp}_${tryOn.id}`,
      path: tryOn.tryOnUrl ?? '',
      thumbnailPath: tryOn.thumbnailKey ? this.storage.privateUrlOf(tryOn.thumbnailKey) : (tryOn.tryOnUrl ?? ''),
      createdAt: tryOn.createdAt.toISOString(),
      timestamp: tryOn.timestamp,
    };
  }

  detail({
    tryOn,
    username,
    postId,
    isOwner,
  }: {
    tryOn: VirtualTryOn;
    username: string;
    postId: string | null;
    isOwner: boolean;
  }): TryOnDetailDto {
    const listed = this.listed(tryOn);
    return {
      id: tryOn.id,
      timestamp: tryOn.timestamp,
      path: listed.path,
      thumbnailPath: listed.thumbnailPath,
      largePath: tryOn.largeKey ? this.storage.privateUrlOf(tryOn.largeKey) : listed.path,
      originalPersonPath: isOwner ? this.storage.privateUrlOf(tryOn.personImageKey) : null,
      garmentPath: this.storage.privateUrlOf(tryOn.garmentImageKey),
      createdAt: listed.createdAt,
      owner: { username },
      postId,
    };
  }
}
