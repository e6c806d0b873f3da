import { ApiProperty } from '@nestjs/swagger';
import type { TryOnStage, TryOnStatus } from '../entities/virtual-try-on.entity';

export class UploadedPersonPhotoDto {
  @ApiProperty({ example: '/uploads/asha/try-on/person/2b1f….jpg' })
  path: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  thumbnailPath: string;
}

export class UploadedGarmentDto {
  @ApiProperty({ example: '/uploads/asha/try-on/1732300000000/cloth_image.png' })
  path: string;
}

export class PersonPhotoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  path: string;

  @ApiProperty()
  thumbnailPath: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class PersonPhotosDto {
  @ApiProperty({ type: [PersonPhotoDto] })
  photos: PersonPhotoDto[];
}

export class TryOnStartedDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
}

export class TryOnStatusDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['starting', 'in_queue', 'processing', 'completed', 'failed'] })
  status: TryOnStatus;

  @ApiProperty({ type: [String], description: 'the result URL once completed' })
  output: string[];

  @ApiProperty({ type: String, nullable: true, description: 'why it failed, in words for the user' })
  error: string | null;

  @ApiProperty({ type: String, nullable: true })
  message: string | null;

  @ApiProperty({ enum: ['analysing', 'fitting', 'finishing'], nullable: true })
  stage: TryOnStage | null;

  @ApiProperty({ type: Number, nullable: true, description: '1 = next to run, while in_queue' })
  queuePosition: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'whole seconds until the result, measured on recent try-ons; null until the queue position or stage is known',
  })
  estimatedSeconds: number | null;

  @ApiProperty()
  timestamp: string;

  @ApiProperty({ type: String, nullable: true })
  tryOnUrl: string | null;
}

export class DeductCreditsResultDto {
  @ApiProperty()
  alreadyProcessed: boolean;

  @ApiProperty()
  tryOnUrl: string;

  @ApiProperty()
  credits: number;
}

export class SaveTryOnResultDto {
  @ApiProperty()
  path: string;

  @ApiProperty()
  alreadyProcessed: boolean;

  @ApiProperty()
  tryOnUrl: string;
}

export class UserTryOnDto {
  @ApiProperty({ description: '`{timestamp}_{id}`' })
  id: string;

  @ApiProperty()
  path: string;

  @ApiProperty()
  thumbnailPath: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  timestamp: string;
}

export class UserTryOnsDto {
  @ApiProperty({ type: [UserTryOnDto] })
  tryOns: UserTryOnDto[];
}

export class TryOnOwnerDto {
  @ApiProperty()
  username: string;
}

export class TryOnDetailDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  timestamp: string;

  @ApiProperty()
  path: string;

  @ApiProperty()
  thumbnailPath: string;

  @ApiProperty({ description: '1080 px variant' })
  largePath: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the original photo: for the owner only (null for others)',
  })
  originalPersonPath: string | null;

  @ApiProperty()
  garmentPath: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: TryOnOwnerDto })
  owner: TryOnOwnerDto;

  @ApiProperty({ type: String, nullable: true, description: 'a post of it the viewer may see' })
  postId: string | null;
}
