import type { AddressDto } from './dto/address.dto';
import type { UserAddress } from './entities/user-address.entity';

export function toAddress(address: UserAddress): AddressDto {
  return {
    id: address.id,
    userId: address.userId,
    fullName: address.fullName,
    mobile: address.mobile,
    email: address.email,
    address1: address.address1,
    address2: address.address2,
    district: address.district,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    isDefault: address.isDefault,
    createdAt: address.createdAt.toISOString(),
    updatedAt: address.updatedAt.toISOString(),
  };
}
