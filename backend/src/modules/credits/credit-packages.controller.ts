import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/authenticated.decorator';
import { CreditPackagesService } from './credit-packages.service';
import {
  CreateCreditPackageDto,
  CreditPackageResponseDto,
  CreditPackagesDto,
  UpdateCreditPackageDto,
} from './dto/credit-packages.dto';

@ApiTags('admin')
@Controller('admin/credit-packages')
@Authenticated({ admin: true })
export class AdminCreditPackagesController {
  constructor(private readonly packages: CreditPackagesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listCreditPackagesAdmin',
    summary: 'Every credit package, enabled or not; admins only',
  })
  @ApiOkResponse({ type: CreditPackagesDto })
  async listCreditPackagesAdmin(): Promise<CreditPackagesDto> {
    return { packages: (await this.packages.settings()).packages };
  }

  @Post()
  @ApiOperation({ operationId: 'createCreditPackage', summary: 'Add a credit package (prices in rupees); admins only' })
  @ApiCreatedResponse({ type: CreditPackageResponseDto })
  async createCreditPackage(@Body() body: CreateCreditPackageDto): Promise<CreditPackageResponseDto> {
    return { package: await this.packages.create(body) };
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateCreditPackage',
    summary: 'Change a credit package (e.g. `enabled: false` to stop selling it); admins only',
  })
  @ApiOkResponse({ type: CreditPackageResponseDto })
  @ApiNotFoundResponse({ description: 'code credit_package_not_found' })
  async updateCreditPackage(
    @Param('id') id: string,
    @Body() body: UpdateCreditPackageDto,
  ): Promise<CreditPackageResponseDto> {
    return { package: await this.packages.update(id, body) };
  }
}
