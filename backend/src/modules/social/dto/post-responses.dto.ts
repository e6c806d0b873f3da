import { ApiProperty } from '@nestjs/swagger';
import type { PostVisibility } from '../entities/post.entity';

export class PostAuthorDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  displayName: string | null;

  @ApiProperty()
  avatar: string;

  @ApiProperty()
  verified: boolean;
}

export class TryOnPostDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: PostAuthorDto })
  user: PostAuthorDto;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  garmentImage: string;

  @ApiProperty()
  tryOnImage: string;

  @ApiProperty({ description: '256 px variant of tryOnImage' })
  thumbnailPath: string;

  @ApiProperty({ description: '1080 px variant of tryOnImage (tryOnImage when none exists)' })
  largePath: string;

  @ApiProperty({ description: '`{timestamp}_{id}` of the try-on' })
  originalTryOnId: string;

  @ApiProperty()
  caption: string;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ enum: ['friends', 'public'] })
  visibility: PostVisibility;

  @ApiProperty()
  likes: number;

  @ApiProperty()
  isLiked: boolean;

  @ApiProperty()
  commentsCount: number;
}

export class TryOnPostResponseDto {
  @ApiProperty({ type: TryOnPostDto })
  post: TryOnPostDto;
}

export class UserTryOnPostDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  tryOnImage: string;

  @ApiProperty()
  thumbnailPath: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class UserTryOnPostsDto {
  @ApiProperty({ type: [UserTryOnPostDto] })
  posts: UserTryOnPostDto[];
}

export class GarmentPathDto {
  @ApiProperty({ example: '/uploads/asha/try-on/1732300000000/cloth_image.png' })
  path: string;
}
