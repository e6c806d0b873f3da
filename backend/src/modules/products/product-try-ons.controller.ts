import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { LinkProductTryOnDto } from './dto/product-requests.dto';
import { ProductTryOnLikeDto, ProductTryOnResponseDto, ProductTryOnsDto } from './dto/product-responses.dto';
import { ProductTryOnsService } from './product-try-ons.service';

const productId = uuidParameter('product_not_found');
const productTryOnId = uuidParameter('try_on_not_found');

@ApiTags('products')
@Controller()
export class ProductTryOnsController {
  constructor(private readonly tryOns: ProductTryOnsService) {}

  @Post('products/:id/try-on')
  @Authenticated()
  @ApiOperation({
    operationId: 'linkProductTryOn',
    summary: 'After your try-on of this product finished: add it to the product, publicly or privately',
  })
  @ApiCreatedResponse({ type: ProductTryOnResponseDto })
  @ApiNotFoundResponse({ description: 'product_not_found, or the try-on is not yours (try_on_not_found)' })
  @ApiConflictResponse({ description: 'try_on_not_finished, try_on_linked_to_other_product' })
  async link(
    @CurrentUser() user: Express.User,
    @Param('id', productId) id: string,
    @Body() body: LinkProductTryOnDto,
  ): Promise<ProductTryOnResponseDto> {
    return { tryOn: await this.tryOns.link(user, id, body) };
  }

  @Get('products/:id/try-ons')
  @ApiOperation({ operationId: 'getProductTryOns', summary: 'Community try-ons of a product, newest first' })
  @ApiOkResponse({ type: ProductTryOnsDto })
  @ApiNotFoundResponse({ description: 'code product_not_found' })
  list(@CurrentUser() viewer: Express.User | undefined, @Param('id', productId) id: string): Promise<ProductTryOnsDto> {
    return this.tryOns.list(viewer, id);
  }

  @Get('try-ons/:id')
  @ApiOperation({
    operationId: 'getProductTryOn',
    summary: 'A product try-on you may see (by its id or its try-on), or the try-on a visible product was made from',
  })
  @ApiOkResponse({ type: ProductTryOnResponseDto })
  @ApiNotFoundResponse({ description: 'code try_on_not_found' })
  async one(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('id') id: string,
  ): Promise<ProductTryOnResponseDto> {
    return { tryOn: await this.tryOns.one(viewer, id) };
  }

  @Post('product-try-ons/:id/like')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ operationId: 'likeProductTryOn', summary: 'Like a product try-on (liking twice changes nothing)' })
  @ApiOkResponse({ type: ProductTryOnLikeDto })
  @ApiNotFoundResponse({ description: 'code try_on_not_found' })
  like(@CurrentUser() user: Express.User, @Param('id', productTryOnId) id: string): Promise<ProductTryOnLikeDto> {
    return this.tryOns.like(user, id);
  }

  @Delete('product-try-ons/:id/like')
  @Authenticated()
  @ApiOperation({ operationId: 'unlikeProductTryOn', summary: 'Take back your like of a product try-on' })
  @ApiOkResponse({ type: ProductTryOnLikeDto })
  @ApiNotFoundResponse({ description: 'code try_on_not_found' })
  unlike(@CurrentUser() user: Express.User, @Param('id', productTryOnId) id: string): Promise<ProductTryOnLikeDto> {
    return this.tryOns.unlike(user, id);
  }
}
