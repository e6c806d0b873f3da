import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
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
    private readonly feed: FeedService,
    private readonly garments: ReferenceGarmentsService,
    private readonly products: ProductsService,
  ) {}

  /** Products join the feed and become a "Try This" garment source: social never imports products. */
  onModuleInit(): void {
    this.feed.addBranch(activeProductsBranch);
    this.garments.register('product', (viewer, productId) => this.products.garmentKeyOf(viewer, productId));
  }
}
