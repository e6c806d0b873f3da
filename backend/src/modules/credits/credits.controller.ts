import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { PageQueryDto } from '../../common/pagination/pagination';
import { CreditsService } from './credits.service';
import { CreditsDto, CreditTransactionsDto, GrantCreditsDto } from './dto/credits.dto';
import { toTransactionList } from './credits.mapper';

@ApiTags('credits')
@Controller('credits')
export class CreditsController {
  constructor(private readonly credits: CreditsService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ operationId: 'getCredits', summary: 'Your balance' })
  @ApiOkResponse({ type: CreditsDto })
  async getCredits(@CurrentUser() user: Express.User): Promise<CreditsDto> {
    return { credits: await this.credits.balanceOf(user.id) };
  }

  @Get('transactions')
  @Authenticated()
  @ApiOperation({ operationId: 'getCreditTransactions', summary: 'Your ledger, newest first' })
  @ApiOkResponse({ type: CreditTransactionsDto })
  async getCreditTransactions(
    @CurrentUser() user: Express.User,
    @Query() query: PageQueryDto,
  ): Promise<CreditTransactionsDto> {
    return toTransactionList(await this.credits.history(user.id, query));
  }
}

@ApiTags('admin')
@Controller('admin/users')
export class AdminCreditsController {
  constructor(private readonly credits: CreditsService) {}

  @Post(':id/credits')
  @HttpCode(200)
  @Authenticated({ admin: true })
  @ApiOperation({ operationId: 'grantCredits', summary: 'Give a user credits (a system ledger entry); admins only' })
  @ApiOkResponse({ type: CreditsDto })
  async grantCredits(
    @CurrentUser() admin: Express.User,
    @Param('id', uuidParameter('user_not_found')) id: string,
    @Body() body: GrantCreditsDto,
  ): Promise<CreditsDto> {
    return { credits: await this.credits.grant(id, body.amount, body.description, admin.id) };
  }
}
