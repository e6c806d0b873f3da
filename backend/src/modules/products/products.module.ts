import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessService } from '../../common/access/access.service';
import { AccountFiles } from '../../common/storage/account-files';
import { FeedService } from '../social/feed.service';
import { ReferenceGarmentsService } from '../social/reference-garments.service';
import { SocialModule } from '../social/social.module';
import { TryOnModule } from '../try-on/try-on.module';
import { UsersModule } from '../users/users.module';
import { ProductCommentLike } from './entities/product-comment-like.entity';
import { ProductComment } from './entities/product-comment.entity';
import { ProductImage } from './entities/product-image.entity';
import { ProductLike } from './entities/product-like.entity';
import { ProductTryOnLike } from './entities/product-try-on-like.entity';
import { ProductTryOn } from './entities/product-try-on.entity';
import { Product } from './entities/product.entity';
import { ProductCommentLikesController, ProductEngagementController } from './product-engagement.controller';
import { ProductImagesController } from './product-images.controller';
import { ProductImagesService } from './product-images.service';
import { ProductTryOnsController } from './product-try-ons.controller';
import { ProductTryOnsService } from './product-try-ons.service';
import { ProductsController } from './products.controller';
import { StagedImagesCleaner } from './crons/staged-images.cleaner';
import { productFiles } from './product-files';
import { activeProductsBranch } from './products-feed-branch';
import { ProductQueries } from './products.queries';
import { ProductsService } from './products.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Product,
      ProductImage,
      ProductTryOn,
      ProductTryOnLike,
      ProductLike,
      ProductComment,
      ProductCommentLike,
    ]),
    TryOnModule,
    UsersModule,
    SocialModule,
  ],
  controllers: [
    ProductsController,
    ProductImagesController,
    ProductTryOnsController,
    ProductEngagementController,
    ProductCommentLikesController,
  ],
  providers: [ProductQueries, ProductsService, ProductImagesService, ProductTryOnsService, StagedImagesCleaner],
  // The orders module reads products (prices, stock, owner) through ProductsService.
  exports: [ProductsService],
})
export class ProductsModule implements OnModuleInit {
  constructor(
    private readonly access: AccessService,
    private readonly accountFiles: AccountFiles,
    private readonly queries: ProductQueries,
    private readonly feed: FeedService,
    private readonly garments: ReferenceGarmentsService,
    private readonly products: ProductsService,
  ) {}

  /**
   * Every hook products hang on other modules, here: products join the feed and become a "Try This" garment source
   * (social never imports products), a public product try-on shares its picture with the product's viewers, and
   * the seller's pictures (products, their try-on copies, staged uploads) go with the account.
   */
  onModuleInit(): void {
    this.access.registerSharing('tryOn', (viewerId, tryOnIds) => this.queries.sharedTryOns(viewerId, tryOnIds));
    this.accountFiles.register((owner) => [productFiles.folderOf(owner.username)]);
    this.feed.addBranch(activeProductsBranch);
    this.garments.register({
      field: 'productId',
      notFound: 'product_not_found',
      garmentKeyOf: (viewer, productId) => this.products.garmentKeyOf(viewer, productId),
    });
  }
}
