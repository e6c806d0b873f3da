import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCreditPackagesController } from './credit-packages.controller';
import { CreditPackagesService } from './credit-packages.service';
import { AdminCreditsController, CreditsController } from './credits.controller';
import { CreditQueries } from './credits.queries';
import { CreditsService } from './credits.service';
import { CreditOrder } from './entities/credit-order.entity';
import { CreditTransaction } from './entities/credit-transaction.entity';
import { PaymentWebhookEvent } from './entities/payment-webhook-event.entity';
import { SystemConfig } from './entities/system-config.entity';
import { PaymentGateway } from './payment-gateway';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';

@Module({
  imports: [TypeOrmModule.forFeature([CreditTransaction, CreditOrder, PaymentWebhookEvent, SystemConfig])],
  controllers: [CreditsController, PaymentsController, AdminCreditsController, AdminCreditPackagesController],
  providers: [CreditQueries, CreditsService, CreditPackagesService, PaymentsService, PaymentGateway],
  exports: [CreditsService],
})
export class CreditsModule {}
