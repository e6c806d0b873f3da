import { Body, Controller, Delete, Get, HttpCode, Param, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { ImageFilesInterceptor } from '../../common/images/image-files.interceptor';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { DeleteProductImageDto, UploadProductImagesDto } from './dto/product-requests.dto';
import { DeletedProductImageDto, ProductImagesDto } from './dto/product-responses.dto';
import { MAXIMUM_GALLERY_IMAGES, MAXIMUM_IMAGES_AT_CREATION, ProductImagesService } from './product-images.service';

const productId = uuidParameter('product_not_found');

// Each route reads no more pictures than it may keep: the create screen's 5, a full gallery on the edit screen.
const stagedUpload = ImageFilesInterceptor('productImages', MAXIMUM_IMAGES_AT_CREATION, 'too_many_product_images');
const galleryUpload = ImageFilesInterceptor('productImages', MAXIMUM_GALLERY_IMAGES, 'product_gallery_full');
const buffersOf = (files: Array<{ buffer: Buffer }> | undefined) => (files ?? []).map((file) => file.buffer);

@ApiTags('products')
@Controller('products')
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  @Post('images/:tryOnId')
  @HttpCode(200)
  @Authenticated()
  @RateLimit('upload')
  @UseInterceptors(stagedUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadProductImagesDto })
  @ApiOperation({
    operationId: 'uploadNewProductImages',
    summary: 'Create screen: the pictures (at most 5) of the product you are about to make from this try-on',
  })
  @ApiOkResponse({ type: ProductImagesDto })
  @ApiBadRequestResponse({ description: 'too_many_product_images, invalid_image_format, product_images_missing' })
  @ApiForbiddenResponse({ description: 'not a TrendStar (code product_create_forbidden)' })
  @ApiNotFoundResponse({ description: 'the try-on is not yours (code try_on_not_found)' })
  stage(
    @CurrentUser() user: Express.User,
    @Param('tryOnId') tryOnId: string,
    @UploadedFiles() files?: Array<{ buffer: Buffer }>,
  ): Promise<ProductImagesDto> {
    return this.images.stage(user, tryOnId, buffersOf(files));
  }

  @Get(':id/images')
  @ApiOperation({ operationId: 'getProductImages', summary: "A product's gallery, in upload order" })
  @ApiOkResponse({ type: ProductImagesDto })
  @ApiNotFoundResponse({ description: 'code product_not_found' })
  list(@CurrentUser() viewer: Express.User | undefined, @Param('id', productId) id: string): Promise<ProductImagesDto> {
    return this.images.list(viewer, id);
  }

  @Post(':id/images')
  @HttpCode(200)
  @Authenticated()
  @RateLimit('upload')
  @UseInterceptors(galleryUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadProductImagesDto })
  @ApiOperation({ operationId: 'addProductImages', summary: 'Add pictures to your product (edit screen)' })
  @ApiOkResponse({ type: ProductImagesDto })
  @ApiBadRequestResponse({ description: 'product_gallery_full, invalid_image_format, product_images_missing' })
  @ApiForbiddenResponse({ description: 'product_edit_forbidden or product_not_owner' })
  @ApiNotFoundResponse({ description: 'code product_not_found' })
  add(
    @CurrentUser() user: Express.User,
    @Param('id', productId) id: string,
    @UploadedFiles() files?: Array<{ buffer: Buffer }>,
  ): Promise<ProductImagesDto> {
    return this.images.add(user, id, buffersOf(files));
  }

  @Delete(':id/images')
  @Authenticated()
  @ApiOperation({ operationId: 'deleteProductImage', summary: 'Remove one picture from your product' })
  @ApiOkResponse({ type: DeletedProductImageDto })
  @ApiForbiddenResponse({ description: 'product_edit_forbidden or product_not_owner' })
  @ApiNotFoundResponse({ description: 'product_not_found or product_image_not_found' })
  remove(
    @CurrentUser() user: Express.User,
    @Param('id', productId) id: string,
    @Body() body: DeleteProductImageDto,
  ): Promise<DeletedProductImageDto> {
    return this.images.remove(user, id, body.imagePath);
  }
}
