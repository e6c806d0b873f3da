import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { MessageDto } from '../users/dto/user.dto';
import { toAddress } from './address.mapper';
import { AddressesService } from './addresses.service';
import { AddressDetailDto, AddressListDto, AddressResponseDto, SaveAddressDto } from './dto/address.dto';

const addressId = uuidParameter('address_not_found');

@ApiTags('addresses')
@Controller('user-addresses')
@Authenticated()
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOperation({ operationId: 'getUserAddresses', summary: 'Your saved shipping addresses, the default first' })
  @ApiOkResponse({ type: AddressListDto })
  async getUserAddresses(@CurrentUser() user: Express.User): Promise<AddressListDto> {
    return { addresses: (await this.addresses.list(user.id)).map(toAddress) };
  }

  @Post()
  @ApiOperation({
    operationId: 'createUserAddress',
    summary: 'Save a shipping address (your first one is the default)',
  })
  @ApiCreatedResponse({ type: AddressResponseDto })
  @ApiBadRequestResponse({
    description: 'code validation_error with the spec’s field messages, or too_many_addresses (20 at most)',
  })
  async createUserAddress(
    @CurrentUser() user: Express.User,
    @Body() body: SaveAddressDto,
  ): Promise<AddressResponseDto> {
    return { address: toAddress(await this.addresses.create(user.id, body)), message: 'Address saved successfully' };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getUserAddress', summary: 'One of your addresses' })
  @ApiOkResponse({ type: AddressDetailDto })
  @ApiNotFoundResponse({ description: 'absent or not yours (code address_not_found)' })
  async getUserAddress(
    @CurrentUser() user: Express.User,
    @Param('id', addressId) id: string,
  ): Promise<AddressDetailDto> {
    return { address: toAddress(await this.addresses.detail(user, id)) };
  }

  @Put(':id')
  @ApiOperation({ operationId: 'updateUserAddress', summary: 'Replace the fields of one of your addresses' })
  @ApiOkResponse({ type: AddressResponseDto })
  @ApiBadRequestResponse({ description: 'code validation_error with the spec’s field messages' })
  @ApiNotFoundResponse({ description: 'absent or not yours (code address_not_found)' })
  async updateUserAddress(
    @CurrentUser() user: Express.User,
    @Param('id', addressId) id: string,
    @Body() body: SaveAddressDto,
  ): Promise<AddressResponseDto> {
    return {
      address: toAddress(await this.addresses.update(user, id, body)),
      message: 'Address updated successfully',
    };
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'deleteUserAddress',
    summary: 'Delete one of your addresses (orders placed with it keep the address they ship to)',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: 'absent or not yours (code address_not_found)' })
  async deleteUserAddress(@CurrentUser() user: Express.User, @Param('id', addressId) id: string): Promise<MessageDto> {
    await this.addresses.remove(user, id);
    return { message: 'Address deleted successfully' };
  }
}
