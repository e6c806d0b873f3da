import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import {
  AppliedForTrendstarDto,
  ApplyForTrendstarDto,
  ReviewTrendstarApplicationDto,
  TrendstarApplicationResponseDto,
  TrendstarApplicationsDto,
  TrendstarApplicationsQueryDto,
  TrendstarStatusDto,
} from './dto/trendstar.dto';
import type { User } from './entities/user.entity';
import { toApplication, toReviewableApplication } from './trendstar.mapper';
import { TrendstarService } from './trendstar.service';

@ApiTags('trendstar')
@Controller('trendstar')
@Authenticated()
export class TrendstarController {
  constructor(private readonly trendstar: TrendstarService) {}

  @Get('application')
  @ApiOperation({ operationId: 'getTrendstarApplication', summary: 'Your role and your latest TrendStar application' })
  @ApiOkResponse({ type: TrendstarStatusDto })
  async getTrendstarApplication(@CurrentUser() user: User): Promise<TrendstarStatusDto> {
    const application = await this.trendstar.latestOf(user.id);
    return { role: user.role, application: application && toApplication(application) };
  }

  @Post('apply')
  @ApiOperation({ operationId: 'applyForTrendstar', summary: 'Apply to become a TrendStar (again after a rejection)' })
  @ApiCreatedResponse({ type: AppliedForTrendstarDto })
  @ApiConflictResponse({ description: 'code application_pending or already_trendstar' })
  async applyForTrendstar(
    @CurrentUser() user: User,
    @Body() body: ApplyForTrendstarDto,
  ): Promise<AppliedForTrendstarDto> {
    const application = await this.trendstar.apply(user, body);
    return { application: toApplication(application), message: 'Application submitted successfully' };
  }
}

@ApiTags('admin')
@Controller('admin/trendstar-applications')
@Authenticated({ admin: true })
export class AdminTrendstarController {
  constructor(private readonly trendstar: TrendstarService) {}

  @Get()
  @ApiOperation({
    operationId: 'listTrendstarApplications',
    summary: 'TrendStar applications, newest first, with the applicant; admins only',
  })
  @ApiOkResponse({ type: TrendstarApplicationsDto })
  async listTrendstarApplications(@Query() query: TrendstarApplicationsQueryDto): Promise<TrendstarApplicationsDto> {
    return { applications: (await this.trendstar.list(query.status)).map(toReviewableApplication) };
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'reviewTrendstarApplication',
    summary: 'Approve (role trendstar, verified) or reject (may reapply) a pending application; e-mails the applicant',
  })
  @ApiOkResponse({ type: TrendstarApplicationResponseDto })
  @ApiBadRequestResponse({ description: 'code validation_error: status must be approved or rejected' })
  @ApiNotFoundResponse({ description: 'code application_not_found' })
  @ApiConflictResponse({ description: 'code application_already_reviewed' })
  async reviewTrendstarApplication(
    @CurrentUser() admin: User,
    @Param('id', uuidParameter('application_not_found')) id: string,
    @Body() body: ReviewTrendstarApplicationDto,
  ): Promise<TrendstarApplicationResponseDto> {
    return { application: toApplication(await this.trendstar.review(admin.id, id, body)) };
  }
}
