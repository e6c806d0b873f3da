import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { CreditPackagesService } from './credit-packages.service';
import { CreditPackagesDto } from './dto/credit-packages.dto';
import {
  CreateCreditOrderDto,
  CreditOrderDto,
  TestPaymentDto,
  VerifiedPaymentDto,
  VerifyCreditPaymentDto,
  WebhookReceivedDto,
} from './dto/payments.dto';
import { PaymentsService } from './payments.service';

@ApiTags('credits')
@Controller('credits')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly packages: CreditPackagesService,
  ) {}

  @Get('packages')
  @ApiOperation({ operationId: 'getCreditPackages', summary: 'The credit packages for sale (enabled only)' })
  @ApiOkResponse({ type: CreditPackagesDto })
  async getCreditPackages(): Promise<CreditPackagesDto> {
    return { packages: await this.packages.purchasable() };
  }

  @Post('create-order')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    operationId: 'createCreditOrder',
    summary: 'Start buying a package: the gateway order (Razorpay, or a local test order without keys)',
    description: 'Send `packageId`, or the price in paise as the spec client does. The price is always the package’s.',
  })
  @ApiOkResponse({ type: CreditOrderDto })
  @ApiBadRequestResponse({ description: 'code unknown_package: no enabled package has that id or price' })
  createCreditOrder(@CurrentUser() user: Express.User, @Body() body: CreateCreditOrderDto): Promise<CreditOrderDto> {
    return this.payments.createOrder(user.id, body);
  }

  @Post('verify-payment')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    operationId: 'verifyCreditPayment',
    summary: 'Confirm a checkout payment and receive the package’s credits (once per payment)',
  })
  @ApiOkResponse({ type: VerifiedPaymentDto })
  @ApiBadRequestResponse({ description: 'code payment_verification_failed: bad signature or not your order' })
  verifyCreditPayment(
    @CurrentUser() user: Express.User,
    @Body() body: VerifyCreditPaymentDto,
  ): Promise<VerifiedPaymentDto> {
    return this.payments.verify(user.id, body);
  }

  @Post('test-checkout/:orderId/pay')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    operationId: 'payTestOrder',
    summary: 'Test mode only: pay your own test order; answers what Razorpay checkout would hand the page',
  })
  @ApiOkResponse({ type: TestPaymentDto })
  @ApiNotFoundResponse({ description: 'code not_found: not your test order, Razorpay keys set, or production' })
  payTestOrder(@CurrentUser() user: Express.User, @Param('orderId') orderId: string): Promise<TestPaymentDto> {
    return this.payments.payTestOrder(user.id, orderId);
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'receiveRazorpayWebhook',
    summary: 'Razorpay webhook (payment.captured, order.paid), signed over the raw body',
  })
  @ApiHeader({ name: 'X-Razorpay-Signature', required: true })
  @ApiHeader({ name: 'x-razorpay-event-id', required: false })
  @ApiBody({ schema: { type: 'object' } })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ description: 'code invalid_webhook_signature' })
  async receiveRazorpayWebhook(
    @Req() request: Request,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<WebhookReceivedDto> {
    await this.payments.receiveWebhook(request.rawBody, signature, eventId);
    return { received: true };
  }
}
