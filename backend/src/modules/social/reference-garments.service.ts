import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../common/access/access.service';
import { AppException } from '../../common/errors/app.exception';
import { requireUuid } from '../../common/http/uuid-parameter';
import { TryOnUploadsService } from '../try-on/try-on-uploads.service';
import { PostsService } from './posts.service';

/** Where a "Try This" garment may come from besides posts; modules built on social register theirs. */
export type GarmentSourceKind = 'product';
/** The storage key of the garment of a source the viewer may see; the source's own 404 otherwise. */
export type GarmentSource = (viewer: Viewer, id: string) => Promise<string>;

/** "Try This": copies the garment of a post (or a registered source) the caller may see into their create session. */
@Injectable()
export class ReferenceGarmentsService {
  private readonly sources = new Map<GarmentSourceKind, GarmentSource>();

  constructor(
    private readonly posts: PostsService,
    private readonly uploads: TryOnUploadsService,
  ) {}

  register(kind: GarmentSourceKind, source: GarmentSource): void {
    this.sources.set(kind, source);
  }

  async copy(user: Express.User, timestamp: string, from: { postId?: string; productId?: string }): Promise<string> {
    const productSource = this.sources.get('product');
    const key = from.postId
      ? await this.posts.garmentKeyOf(user, requireUuid(from.postId, 'post_not_found'))
      : from.productId && productSource
        ? await productSource(user, requireUuid(from.productId, 'product_not_found'))
        : null;
    if (!key) throw new AppException('not_found');
    return this.uploads.copyGarment(user, timestamp, key);
  }
}
