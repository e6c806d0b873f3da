import type { ReviewableApplicationDto, TrendstarApplicationDto } from './dto/trendstar.dto';
import type { TrendstarApplication } from './entities/trendstar-application.entity';
import type { User } from './entities/user.entity';

export function toApplication(application: TrendstarApplication): TrendstarApplicationDto {
  return {
    id: application.id,
    instagramHandle: application.instagramHandle,
    socialMediaLinks: application.socialMediaLinks,
    reasonToApply: application.reasonToApply,
    status: application.status,
    reviewNote: application.reviewNote,
    createdAt: application.createdAt.toISOString(),
    reviewedAt: application.reviewedAt?.toISOString() ?? null,
  };
}

export function toReviewableApplication(application: TrendstarApplication & { user: User }): ReviewableApplicationDto {
  const { user } = application;
  return {
    ...toApplication(application),
    user: {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      avatar: user.avatarVariants?.small ?? user.avatar,
      email: user.email,
      followers: user.followersCount,
    },
  };
}
