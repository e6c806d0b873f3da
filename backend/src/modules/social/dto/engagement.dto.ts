import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';
import { UserSummaryDto } from '../../users/dto/user.dto';

export const COMMENT_MAXIMUM_LENGTH = 1000;

export class CreateCommentDto {
  @ApiProperty({ example: 'Love this fit!', maxLength: COMMENT_MAXIMUM_LENGTH })
  @Transform(trimText)
  @RequiredText(
    'Comment text is required',
    COMMENT_MAXIMUM_LENGTH,
    `Comment must be at most ${COMMENT_MAXIMUM_LENGTH} characters`,
  )
  text: string;
}

export class LikeResultDto {
  @ApiProperty() isLiked: boolean;
  @ApiProperty({ description: 'The likes count after the change' }) likes: number;
}

export class LikedByDto {
  @ApiProperty({ type: [UserSummaryDto], description: 'Newest like first' }) users: UserSummaryDto[];
  @ApiProperty() total: number;
  @ApiProperty() hasMore: boolean;
}

export class CommentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: UserSummaryDto }) user: UserSummaryDto;
  @ApiProperty() text: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() likesCount: number;
  @ApiProperty() isLiked: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The top-level comment of a reply' })
  parentId: string | null;
  @ApiProperty({ description: 'All replies of a top-level comment (0 for a reply)' }) repliesCount: number;
  @ApiProperty({
    type: () => [CommentDto],
    description: 'Replies oldest first: the first 50; GET .../comments/{id}/replies continues',
  })
  replies: CommentDto[];
}

export class CommentsPageDto {
  @ApiProperty({ type: [CommentDto], description: 'Top-level comments, newest first, each with its replies' })
  comments: CommentDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for older comments; null at the end' })
  nextCursor: string | null;
}

export class RepliesPageDto {
  @ApiProperty({ type: [CommentDto], description: 'Replies oldest first' }) replies: CommentDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for later replies; null at the end' })
  nextCursor: string | null;
}

export class CommentLikeResultDto {
  @ApiProperty() isLiked: boolean;
  @ApiProperty({ description: 'The comment’s likes count after the change' }) likesCount: number;
}

export class CommentLikeStatusDto {
  @ApiProperty() isLiked: boolean;
}
