import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../common/access/access.service';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { ImageService } from '../../common/images/image.service';
import { StorageService } from '../../common/storage/storage.service';
import { TryOnService } from '../try-on/try-on.service';
import type { DeletedProductImageDto, ProductImagesDto } from './dto/product-responses.dto';
import type { ProductImage } from './entities/product-image.entity';
import { productFiles } from './product-files';
import { ProductQueries, StoredImage } from './products.queries';
import { ProductsService } from './products.service';

/** Pictures a product may get on the create screen (spec part 2 §9). */
export const MAXIMUM_IMAGES_AT_CREATION = 5;
/** The edit screen sets no limit; the server keeps a gallery to a size a page can show. */
export const MAXIMUM_GALLERY_IMAGES = 20;
const THUMBNAIL_SIZE = 256;
/** How long pictures uploaded for a product not yet created wait for it (a PostgreSQL interval). */
export const STAGED_IMAGES_KEPT = '1 day';

/** A product's gallery: uploaded before the product exists (create screen) or added and removed later (edit). */
@Injectable()
export class ProductImagesService {
  constructor(
    private readonly queries: ProductQueries,
    private readonly productsService: ProductsService,
    private readonly tryOns: TryOnService,
    private readonly imageService: ImageService,
    private readonly storage: StorageService,
    private readonly transactions: TransactionRunner,
  ) {}

  /**
   * The create screen's upload for the try-on the product will be made from. It sends all chosen pictures at
   * once, so an upload replaces the pictures waiting for that try-on (a retried form never piles them up).
   */
  async stage(user: Express.User, tryOnIdText: string, files: Buffer[]): Promise<ProductImagesDto> {
    if (user.role !== 'trendstar') throw new AppException('product_create_forbidden');
    const tryOn = await this.tryOns.ownCompleted(user, tryOnIdText);
    if (await this.queries.existsForTryOn(tryOn.id)) throw new AppException('product_exists_for_try_on');
    if (files.length > MAXIMUM_IMAGES_AT_CREATION) throw new AppException('too_many_product_images');
    const stored = await this.store(user, files);
    const replaced = await this.transactions.run(async ({ manager }) => {
      const previous = await this.queries.removeStagedImages(manager, user.id, tryOn.id);
      await this.queries.insertImages(
        { userId: user.id, productId: null, stagedForTryOnId: tryOn.id },
        stored,
        manager,
      );
      return previous;
    });
    await this.removeFiles(replaced);
    return { images: stored.map((image) => image.path), message: 'Product images uploaded successfully' };
  }

  async list(viewer: Viewer, productId: string): Promise<ProductImagesDto> {
    const product = await this.productsService.visible(viewer, productId);
    return { images: await this.queries.galleryPaths(product.id) };
  }

  async add(user: Express.User, productId: string, files: Buffer[]): Promise<ProductImagesDto> {
    const product = await this.productsService.requireEditable(user, productId);
    const existing = await this.queries.imageCount(product.id);
    if (existing + files.length > MAXIMUM_GALLERY_IMAGES) throw new AppException('product_gallery_full');
    const stored = await this.store(user, files);
    await this.queries.insertImages({ userId: user.id, productId: product.id, stagedForTryOnId: null }, stored);
    return {
      images: await this.queries.galleryPaths(product.id),
      message: 'Product images uploaded successfully',
    };
  }

  async remove(user: Express.User, productId: string, imagePath: string): Promise<DeletedProductImageDto> {
    const product = await this.productsService.requireEditable(user, productId);
    const image = await this.queries.removeImage(product.id, imagePath);
    if (!image) throw new AppException('product_image_not_found');
    await this.removeFiles([image]);
    return { path: image.path, message: 'Image deleted successfully' };
  }

  /**
   * Pictures uploaded on the create screen for a product that was never created, a day after their upload: rows
   * and files. Each row is deleted by one statement that returns it, so processes running this at once never
   * remove a file twice or one still in use.
   */
  async removeAbandonedStaged(): Promise<number> {
    const removed = await this.queries.removeAbandonedImages(STAGED_IMAGES_KEPT);
    await this.removeFiles(removed);
    return removed.length;
  }

  /** Checked, re-encoded without metadata, stored publicly with a grid variant. */
  private async store(
    user: Express.User,
    files: Buffer[],
  ): Promise<Array<Pick<ProductImage, 'id' | 'path' | 'storageKey' | 'thumbnailPath'>>> {
    if (files.length === 0) throw new AppException('product_images_missing');
    // Every header is checked before any picture is decoded: one bad file costs no decoding of the others.
    for (const content of files)
      await this.imageService.assertImage(content, ['image/jpeg', 'image/png', 'image/webp'], 'invalid_image_format');
    const prepared = await Promise.all(
      files.map(async (content) => {
        const clean = await this.imageService.reencode(content, 'jpeg');
        const thumbnail = (await this.imageService.boundedVariants(clean, [THUMBNAIL_SIZE]))[THUMBNAIL_SIZE];
        return { clean, thumbnail };
      }),
    );
    return Promise.all(
      prepared.map(async ({ clean, thumbnail }) => {
        const id = productFiles.newId();
        const keys = productFiles.image(user.username, id);
        await Promise.all([this.storage.put(keys.image, clean), this.storage.put(keys.thumbnail, thumbnail)]);
        return {
          id,
          path: this.storage.publicUrlOf(keys.image),
          storageKey: keys.image,
          thumbnailPath: this.storage.publicUrlOf(keys.thumbnail),
        };
      }),
    );
  }

  private async removeFiles(images: StoredImage[]): Promise<void> {
    await Promise.all(
      images.flatMap((image) => [
        this.storage.delete(image.storageKey),
        this.storage.delete(image.storageKey.replace(/\.jpg$/, `-${THUMBNAIL_SIZE}.jpg`)),
      ]),
    );
  }
}
