import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ProductImagesService } from '../product-images.service';

const EVERY_HOUR = 60 * 60 * 1000;

/** Every hour: pictures uploaded for a product that was never created go (see removeAbandonedStaged). */
@Injectable()
export class StagedImagesCleaner {
  private readonly logger = new Logger('StagedProductImages');

  constructor(private readonly images: ProductImagesService) {}

  @Interval('staged-product-images', EVERY_HOUR)
  async tick(): Promise<void> {
    try {
      const removed = await this.images.removeAbandonedStaged();
      if (removed > 0) this.logger.log(`removed ${removed} abandoned product pictures`);
    } catch (error) {
      this.logger.warn(`cleaning failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
