import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { CreateProductDto, ProductQueryDto, UpdateProductDto } from './dto/product-requests.dto';
import { ExistingTryOnsDto, ProductExistsDto, ProductResponseDto, ProductsDto } from './dto/product-responses.dto';
import { ProductsService } from './products.service';

const productId = uuidParameter('product_not_found');

@ApiTags('products')
@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Post('products')
  @Authenticated()
  @ApiOperation({ operationId: 'createProduct', summary: 'Sell a garment made from one of your finished try-ons' })
  @ApiCreatedResponse({ type: ProductResponseDto })
  @ApiBadRequestResponse({ description: 'the spec part 2 §5 messages (code validation_error)' })
  @ApiForbiddenResponse({ description: 'not a TrendStar (code product_create_forbidden)' })
  @ApiNotFoundResponse({ description: 'the try-on is not yours or absent (code try_on_not_found)' })
  @ApiConflictResponse({ description: 'a product exists for this try-on (code product_exists_for_try_on)' })
  async createProduct(@CurrentUser() user: Express.User, @Body() body: CreateProductDto): Promise<ProductResponseDto> {
    return { product: await this.products.create(user, body) };
  }

  @Get('products/existing-tryons')
  @Authenticated()
  @ApiOperation({ operationId: 'getExistingProductTryOns', summary: 'Your try-ons already used for a product' })
  @ApiOkResponse({ type: ExistingTryOnsDto })
  existingTryOns(@CurrentUser() user: Express.User): Promise<ExistingTryOnsDto> {
    return this.products.existingTryOns(user);
  }

  @Get('products/exists-by-tryon/:tryOnId')
  @Authenticated()
  @ApiOperation({ operationId: 'productExistsByTryOn', summary: 'Whether you made a product from this try-on' })
  @ApiOkResponse({ type: ProductExistsDto })
  existsByTryOn(@CurrentUser() user: Express.User, @Param('tryOnId') tryOnId: string): Promise<ProductExistsDto> {
    return this.products.existsByTryOn(user, tryOnId);
  }

  @Get('products/:id')
  @ApiOperation({ operationId: 'getProduct', summary: 'A product with its owner and gallery (active, or yours)' })
  @ApiOkResponse({ type: ProductResponseDto })
  @ApiNotFoundResponse({ description: 'absent, or inactive and not yours (code product_not_found)' })
  async getProduct(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('id', productId) id: string,
    @Query() _query: ProductQueryDto,
  ): Promise<ProductResponseDto> {
    return { product: await this.products.detail(viewer, id) };
  }

  @Patch('products/:id')
  @Authenticated()
  @ApiOperation({
    operationId: 'updateProduct',
    summary: 'Change your product (any of the create fields but the try-on)',
  })
  @ApiOkResponse({ type: ProductResponseDto })
  @ApiBadRequestResponse({ description: 'the spec part 2 §5 messages (code validation_error)' })
  @ApiForbiddenResponse({ description: 'product_edit_forbidden (not a TrendStar) or product_not_owner' })
  @ApiNotFoundResponse({ description: 'code product_not_found' })
  async updateProduct(
    @CurrentUser() user: Express.User,
    @Param('id', productId) id: string,
    @Body() body: UpdateProductDto,
  ): Promise<ProductResponseDto> {
    return { product: await this.products.update(user, id, body) };
  }

  @Get('users/:username/products')
  @ApiOperation({ operationId: 'getUserProducts', summary: "A user's products, newest first (inactive: owner only)" })
  @ApiOkResponse({ type: ProductsDto })
  @ApiNotFoundResponse({ description: 'code user_not_found' })
  async getUserProducts(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('username') username: string,
  ): Promise<ProductsDto> {
    return { products: await this.products.listOfUser(viewer, username) };
  }
}
