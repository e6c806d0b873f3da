import { ApiProperty } from '@nestjs/swagger';
import { UserSummaryDto } from '../../users/dto/user.dto';

export class FollowResultDto {
  @ApiProperty() isFollowing: boolean;
  @ApiProperty({ description: 'The followed user’s followers count after the change' }) followers: number;
}

export class FollowStatusDto {
  @ApiProperty() isFollowing: boolean;
}

export class UsersPageDto {
  @ApiProperty({ type: [UserSummaryDto] }) users: UserSummaryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
