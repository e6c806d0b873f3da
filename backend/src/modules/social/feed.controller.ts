import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/authenticated.decorator';
import { FeedPageDto, FeedQueryDto } from './dto/feed.dto';
import { FeedService } from './feed.service';

@ApiTags('feed')
@Controller('feed')
export class FeedController {
  constructor(private readonly feed: FeedService) {}

  @Get()
  @ApiOperation({
    operationId: 'getFeed',
    summary: 'Posts the viewer may see, newest first (keyset pages: pass nextCursor as cursor)',
  })
  @ApiOkResponse({ type: FeedPageDto })
  @ApiNotFoundResponse({ description: '?trendstar= names no TrendStar (code trendstar_not_found)' })
  getFeed(@CurrentUser() viewer: Express.User | undefined, @Query() query: FeedQueryDto): Promise<FeedPageDto> {
    return this.feed.page(viewer, query);
  }
}
