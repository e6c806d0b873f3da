import type { UserDto } from '../api/generated/tvtApi';

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: '0b6f1a8e-2f1c-4a59-9d51-1f6f0c7d2a10',
    username: 'asha_k',
    displayName: 'Asha Kapoor',
    firstName: 'Asha',
    lastName: 'Kapoor',
    email: 'asha@example.com',
    avatar: '',
    avatarVariants: null,
    bio: null,
    gender: 'female',
    role: 'default',
    followers: 12,
    following: 3,
    verified: false,
    credits: 7,
    emailVerified: true,
    isAdmin: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
