import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/authenticated.decorator';
import { UserTryOnsDto } from './dto/try-on-responses.dto';
import { TryOnPresenter } from './try-on.presenter';
import { TryOnService } from './try-on.service';

@ApiTags('try-on')
@Controller('users/:username/try-ons')
export class UserTryOnsController {
  constructor(
    private readonly tryOns: TryOnService,
    private readonly presenter: TryOnPresenter,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getUserTryOns',
    summary: "A user's finished try-ons: all for the owner, posted ones the viewer may see for others",
  })
  @ApiOkResponse({ type: UserTryOnsDto })
  async getUserTryOns(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('username') username: string,
  ): Promise<UserTryOnsDto> {
    return { tryOns: (await this.tryOns.listOfUser(viewer, username)).map((tryOn) => this.presenter.listed(tryOn)) };
  }
}
