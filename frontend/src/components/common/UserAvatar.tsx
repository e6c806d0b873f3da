import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const pixelsBySize: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 48, lg: 80, xl: 112 };

export interface AvatarUser {
  username: string;
  displayName?: string | null;
  avatar?: string | null;
  avatarVariants?: { small: string; medium: string; large: string } | null;
}

export function avatarInitials(user: Pick<AvatarUser, 'username' | 'displayName'>): string {
  const name = (user.displayName || user.username || '').trim();
  return name ? name.slice(0, 2).toUpperCase() : 'User';
}

function imageFor(user: AvatarUser, size: AvatarSize): string | undefined {
  const variants = user.avatarVariants;
  // Small avatars never download the original image.
  if (variants)
    return size === 'xs' || size === 'sm' ? variants.small : size === 'md' ? variants.medium : variants.large;
  return user.avatar || undefined;
}

export function UserAvatar({ user, size = 'md', sx }: { user: AvatarUser; size?: AvatarSize; sx?: SxProps<Theme> }) {
  const pixels = pixelsBySize[size];
  return (
    <Avatar
      src={imageFor(user, size)}
      alt={user.displayName || user.username}
      sx={[{ width: pixels, height: pixels, fontSize: pixels * 0.38 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {avatarInitials(user)}
    </Avatar>
  );
}
