import { Injectable, OnModuleInit } from '@nestjs/common';
import { PrivateFiles } from '../../common/access/private-files';
import { AppException } from '../../common/errors/app.exception';
import { StorageService } from '../../common/storage/storage.service';
import { PRIVATE } from '../../common/storage/storage.types';
import type { Product } from '../products/entities/product.entity';
import { orderFiles } from './order-files';
import { OrderQueries } from './orders.queries';

export interface OrderPictures {
  productImage: string | null;
  productThumbnail: string | null;
}

/**
 * The order's own copies of the product's try-on picture (the 1080 px variant, else the original) and its 256 px
 * variant, taken when the order is placed so the order shows what was bought after the product or the seller's
 * account is gone. They are private: only the order's buyer and seller may load them.
 */
@Injectable()
export class OrderPicturesService implements OnModuleInit {
  constructor(
    private readonly storage: StorageService,
    private readonly privateFiles: PrivateFiles,
    private readonly queries: OrderQueries,
  ) {}

  onModuleInit(): void {
    this.privateFiles.register({
      claims: (key) => orderFiles.orderOf(key) !== null,
      mayRead: async (viewer, key) => {
        if (!viewer) return false;
        return this.queries.isPartyOf(orderFiles.orderOf(key), viewer.id);
      },
    });
  }

  /** Copies what the product shows; a picture whose file is missing is left out (the order then has none). */
  async copy(orderId: string, product: Product): Promise<OrderPictures> {
    const [productImage, productThumbnail] = await Promise.all([
      this.copyOne(product.tryOnLarge ?? product.tryOnImage, (key) => orderFiles.picture(orderId, key)),
      this.copyOne(product.tryOnThumbnail, () => orderFiles.thumbnail(orderId)),
    ]);
    return { productImage, productThumbnail };
  }

  async remove(orderId: string): Promise<void> {
    await this.storage.deleteFolder(orderFiles.folderOf(orderId));
  }

  private async copyOne(url: string | null, target: (sourceKey: string) => string): Promise<string | null> {
    const source = url ? this.storage.keyOf(url) : null;
    if (!source) return null;
    try {
      const content = await this.storage.get(source);
      const key = target(source);
      await this.storage.put(key, content, PRIVATE);
      return this.storage.privateUrlOf(key);
    } catch (error) {
      if (error instanceof AppException && error.code === 'not_found') return null;
      throw error;
    }
  }
}
