import { Body, Controller, Get, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
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
import { mailConfig } from '../../config/configuration';
import { CursorQueryDto } from '../../common/pagination/pagination';
import {
  OrderResponseDto,
  OrdersPageDto,
  PlacedOrderDto,
  PlaceOrderDto,
  UpdatedOrderStatusDto,
  SupportContactDto,
  UpdateOrderStatusDto,
} from './dto/order.dto';
import { toOrder } from './orders.presenter';
import { OrdersService } from './orders.service';

const orderId = uuidParameter('order_not_found');

@ApiTags('orders')
@Controller()
@Authenticated()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
  ) {}

  @Get('orders/support-contact')
  @ApiOperation({ operationId: 'getSupportContact', summary: 'The support e-mail address the order pages show' })
  @ApiOkResponse({ type: SupportContactDto })
  getSupportContact(): SupportContactDto {
    return { email: this.mail.supportEmail };
  }

  @Post('user-products')
  @ApiOperation({
    operationId: 'placeOrder',
    summary: 'Order a product to one of your addresses (prices and seller are taken from the product)',
  })
  @ApiCreatedResponse({ type: PlacedOrderDto })
  @ApiBadRequestResponse({
    description: 'validation_error (a size or colour the product lacks, too) or cannot_order_own_product',
  })
  @ApiNotFoundResponse({ description: 'product_not_found, or address_not_found (absent or not yours)' })
  @ApiConflictResponse({ description: 'product_not_available (inactive) or out_of_stock' })
  async placeOrder(@CurrentUser() user: Express.User, @Body() body: PlaceOrderDto): Promise<PlacedOrderDto> {
    return {
      order: toOrder(await this.orders.place(user.id, body)),
      message: 'Your order has been placed successfully.',
    };
  }

  @Get('user-orders')
  @ApiOperation({ operationId: 'getUserOrders', summary: 'Your orders, newest first' })
  @ApiOkResponse({ type: OrdersPageDto })
  async getUserOrders(@CurrentUser() user: Express.User, @Query() query: CursorQueryDto): Promise<OrdersPageDto> {
    const { items, nextCursor } = await this.orders.list('buyer', user.id, query);
    return { orders: items.map(toOrder), nextCursor };
  }

  @Get('user-orders/:id')
  @ApiOperation({ operationId: 'getUserOrder', summary: 'One order, for its buyer or its seller' })
  @ApiOkResponse({ type: OrderResponseDto })
  @ApiNotFoundResponse({ description: 'absent, or neither yours nor sold by you (code order_not_found)' })
  async getUserOrder(@CurrentUser() user: Express.User, @Param('id', orderId) id: string): Promise<OrderResponseDto> {
    return { order: toOrder(await this.orders.detail(user, id)) };
  }

  @Get('trendstar-orders')
  @Authenticated({ roles: ['trendstar'] })
  @ApiOperation({ operationId: 'getTrendstarOrders', summary: 'Orders of your products (My Sales), newest first' })
  @ApiOkResponse({ type: OrdersPageDto })
  async getTrendstarOrders(@CurrentUser() user: Express.User, @Query() query: CursorQueryDto): Promise<OrdersPageDto> {
    const { items, nextCursor } = await this.orders.list('seller', user.id, query);
    return { orders: items.map(toOrder), nextCursor };
  }

  @Patch('user-orders/:id/status')
  @ApiOperation({
    operationId: 'updateOrderStatus',
    summary: 'Set the status of an order of your product (cancelling returns its unit of stock)',
  })
  @ApiOkResponse({ type: UpdatedOrderStatusDto })
  @ApiBadRequestResponse({ description: 'an unknown status (code validation_error)' })
  @ApiForbiddenResponse({ description: 'the buyer, who may see but not change it (code order_status_forbidden)' })
  @ApiNotFoundResponse({ description: 'absent, or neither yours nor sold by you (code order_not_found)' })
  @ApiConflictResponse({ description: 'reopening a cancelled order with no stock left (code out_of_stock)' })
  async updateOrderStatus(
    @CurrentUser() user: Express.User,
    @Param('id', orderId) id: string,
    @Body() body: UpdateOrderStatusDto,
  ): Promise<UpdatedOrderStatusDto> {
    const { order, changed } = await this.orders.updateStatus(user, id, body.orderStatus);
    return {
      order: toOrder(order),
      changed,
      message: `Order status has been updated to ${order.orderStatus}`,
    };
  }
}
