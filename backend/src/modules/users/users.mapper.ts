import type { TrendstarSummaryDto } from './dto/user-search.dto';
import type { PublicUserDto, UserDto, UserSummaryDto } from './dto/user.dto';
import type { User } from './entities/user.entity';

export function toPublicUser(user: User): PublicUserDto {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: user.avatar,
    avatarVariants: user.avatarVariants,
    bio: user.bio,
    gender: user.gender,
    role: user.role,
    followers: user.followersCount,
    following: user.followingCount,
    verified: user.verified,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toOwnUser(user: User): UserDto {
  return {
    ...toPublicUser(user),
    email: user.email,
    credits: user.credits,
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin,
  };
}

export function toUserSummary(user: User): UserSummaryDto {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    avatar: user.avatarVariants?.small ?? user.avatar,
    verified: user.verified,
  };
}

export function toTrendstarSummary(user: User): TrendstarSummaryDto {
  return { ...toUserSummary(user), followers: user.followersCount };
}
