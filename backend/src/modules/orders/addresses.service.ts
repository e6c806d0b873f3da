import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AccessService, type Viewer } from '../../common/access/access.service';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import type { SaveAddressDto } from './dto/address.dto';
import { UserAddress } from './entities/user-address.entity';

/** More than anyone ships to; keeps the list (one answer, no pages) small. */
export const MAXIMUM_ADDRESSES = 20;

const fieldsOf = (body: SaveAddressDto) => ({
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
    @InjectRepository(UserAddress) private readonly addresses: Repository<UserAddress>,
    private readonly transactions: TransactionRunner,
    private readonly access: AccessService,
  ) {}

  list(userId: string): Promise<UserAddress[]> {
    return this.addresses.find({
      where: { userId },
      order: { isDefault: 'DESC', createdAt: 'DESC', id: 'DESC' },
      take: MAXIMUM_ADDRESSES,
    });
  }

  async detail(viewer: Viewer, id: string): Promise<UserAddress> {
    return this.access.requireOwner(await this.addresses.findOneBy({ id }), viewer, 'address_not_found');
  }

  create(userId: string, body: SaveAddressDto): Promise<UserAddress> {
    return this.transactions.run(async ({ manager }) => {
      await this.lockAddressesOf(manager, userId);
      if ((await manager.countBy(UserAddress, { userId })) >= MAXIMUM_ADDRESSES)
        throw new AppException('too_many_addresses');
      const hasDefault = await manager.existsBy(UserAddress, { userId, isDefault: true });
      const isDefault = !hasDefault || body.saveAsDefault === true;
      if (isDefault && hasDefault) await manager.update(UserAddress, { userId, isDefault: true }, { isDefault: false });
      return manager.save(manager.create(UserAddress, { userId, ...fieldsOf(body), isDefault }));
    });
  }

  /** Replaces the fields of the viewer's own address; `saveAsDefault: false` never leaves the user without a default. */
  update(viewer: { id: string }, id: string, body: SaveAddressDto): Promise<UserAddress> {
    return this.transactions.run(async ({ manager }) => {
      const address = await this.lockedOwnAddress(manager, viewer, id);
      if (body.saveAsDefault && !address.isDefault) {
        await manager.update(UserAddress, { userId: viewer.id, isDefault: true }, { isDefault: false });
        address.isDefault = true;
      }
      Object.assign(address, fieldsOf(body));
      return manager.save(address);
    });
  }

  /**
   * Deletes the viewer's own address. Orders placed with it keep their own copy of it; when it was the default,
   * the newest remaining address becomes the default.
   */
  remove(viewer: { id: string }, id: string): Promise<void> {
    return this.transactions.run(async ({ manager }) => {
      const address = await this.lockedOwnAddress(manager, viewer, id);
      await manager.delete(UserAddress, { id: address.id });
      if (!address.isDefault) return;
      const [newest] = await manager.find(UserAddress, {
        where: { userId: viewer.id },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: 1,
      });
      if (newest) await manager.update(UserAddress, { id: newest.id }, { isDefault: true });
    });
  }

  /** The address if it is this user's (for an order); null otherwise. */
  ownAddress(userId: string, id: string, manager: EntityManager = this.addresses.manager): Promise<UserAddress | null> {
    return manager.findOneBy(UserAddress, { id, userId });
  }

  /** The viewer's address, read under the viewer's address lock; others get `address_not_found`. */
  private async lockedOwnAddress(manager: EntityManager, viewer: { id: string }, id: string): Promise<UserAddress> {
    await this.lockAddressesOf(manager, viewer.id);
    return this.access.requireOwner(await manager.findOneBy(UserAddress, { id }), viewer, 'address_not_found');
  }

  private async lockAddressesOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('user_address:' || $1, 0))`, [userId]);
  }
}
