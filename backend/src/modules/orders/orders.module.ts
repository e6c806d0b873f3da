import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../products/entities/product.entity';
import { AddressesController } from './addresses.controller';
import { AddressesService } from './addresses.service';
import { Order } from './entities/order.entity';
import { UserAddress } from './entities/user-address.entity';
import { OrdersController } from './orders.controller';
import { OrderPicturesService } from './order-pictures.service';
import { OrderQueries } from './orders.queries';
import { OrdersService } from './orders.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserAddress, Order, Product])],
  controllers: [AddressesController, OrdersController],
  providers: [OrderQueries, AddressesService, OrdersService, OrderPicturesService],
})
export class OrdersModule {}
