import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { DeductCreditsDto } from './dto/try-on-requests.dto';
import { DeductCreditsResultDto } from './dto/try-on-responses.dto';
import { TryOnService } from './try-on.service';

/** The spec's settle call; it lives here because only the try-on knows whether it was charged. */
@ApiTags('credits')
@Controller('credits')
export class TryOnCreditsController {
  constructor(private readonly tryOns: TryOnService) {}

  @Post('deduct')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    operationId: 'deductCredits',
    summary:
      'Idempotent: the credit was taken at start, so a finished try-on answers alreadyProcessed and charges nothing',
  })
  @ApiOkResponse({ type: DeductCreditsResultDto })
  @ApiConflictResponse({ description: 'the try-on has not completed (code try_on_not_finished)' })
  async deductCredits(
    @CurrentUser() user: Express.User,
    @Body() body: DeductCreditsDto,
  ): Promise<DeductCreditsResultDto> {
    return { alreadyProcessed: true, ...(await this.tryOns.settle(user, body.tryOnId)) };
  }
}
