import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AccessService, type Viewer } from '../../common/access/access.service';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import type { SaveAddressDto } from './dto/address.dto';
import type { UserAddress } from './entities/user-address.entity';
import { AddressValues, OrderQueries } from './orders.queries';

/** More than anyone ships to; keeps the list (one answer, no pages) small. */
export const MAXIMUM_ADDRESSES = 20;

const fieldsOf = (body: SaveAddressDto): AddressValues => ({
  fullName: body.fullName,
  mobile: body.mobile,
  email: body.email ?? null,
  address1: body.address1,
  address2: body.address2 ?? null,
  district: body.district,
  city: body.city,
  state: body.state,
  pincode: body.pincode,
});

/**
 * A user's shipping addresses, visible to that user only. A user with addresses has exactly one default: the
 * first address becomes it and `saveAsDefault` moves it. Every write to one user's addresses holds that user's
 * address lock for its transaction, so two simultaneous saves cannot both keep (or both clear) the default.
 */
@Injectable()
export class AddressesService {
  constructor(
    private readonly queries: OrderQueries,
    private readonly transactions: TransactionRunner,
    private readonly access: AccessService,
  ) {}

  list(userId: string): Promise<UserAddress[]> {
    return this.queries.addressesOf(userId, MAXIMUM_ADDRESSES);
  }

  async detail(viewer: Viewer, id: string): Promise<UserAddress> {
    return this.access.requireOwner(await this.queries.address(id), viewer, 'address_not_found');
  }

  create(userId: string, body: SaveAddressDto): Promise<UserAddress> {
    return this.transactions.run(async ({ manager }) => {
      await this.queries.lockAddressesOf(manager, userId);
      if ((await this.queries.addressCount(manager, userId)) >= MAXIMUM_ADDRESSES)
        throw new AppException('too_many_addresses');
      const hasDefault = await this.queries.hasDefaultAddress(manager, userId);
      const isDefault = !hasDefault || body.saveAsDefault === true;
      if (isDefault && hasDefault) await this.queries.clearDefaultAddress(manager, userId);
      return this.queries.insertAddress(manager, userId, fieldsOf(body), isDefault);
    });
  }

  /** Replaces the fields of the viewer's own address; `saveAsDefault: false` never leaves the user without a default. */
  update(viewer: { id: string }, id: string, body: SaveAddressDto): Promise<UserAddress> {
    return this.transactions.run(async ({ manager }) => {
      const address = await this.lockedOwnAddress(manager, viewer, id);
      const makeDefault = body.saveAsDefault === true && !address.isDefault;
      if (makeDefault) await this.queries.clearDefaultAddress(manager, viewer.id);
      return this.queries.updateAddress(manager, address.id, fieldsOf(body), address.isDefault || makeDefault);
    });
  }

  /**
   * Deletes the viewer's own address. Orders placed with it keep their own copy of it; when it was the default,
   * the newest remaining address becomes the default.
   */
  remove(viewer: { id: string }, id: string): Promise<void> {
    return this.transactions.run(async ({ manager }) => {
      const address = await this.lockedOwnAddress(manager, viewer, id);
      await this.queries.deleteAddress(manager, address.id);
      if (!address.isDefault) return;
      const newest = await this.queries.newestAddress(manager, viewer.id);
      if (newest) await this.queries.makeDefaultAddress(manager, newest.id);
    });
  }

  /** The address if it is this user's (for an order); null otherwise. */
  ownAddress(userId: string, id: string): Promise<UserAddress | null> {
    return this.queries.address(id, userId);
  }

  /** The viewer's address, read under the viewer's address lock; others get `address_not_found`. */
  private async lockedOwnAddress(manager: EntityManager, viewer: { id: string }, id: string): Promise<UserAddress> {
    await this.queries.lockAddressesOf(manager, viewer.id);
    return this.access.requireOwner(await this.queries.address(id, undefined, manager), viewer, 'address_not_found');
  }
}
