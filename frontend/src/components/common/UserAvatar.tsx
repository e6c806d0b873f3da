import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { brand } from '../../app/theme/primitives';

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

/**
 * A round photo, or the initials when there is none or it fails to load. Plain elements rather than MUI's Avatar:
 * it is on every feed card, and the feed's first load has a size budget.
 */
export function UserAvatar({ user, size = 'md', sx }: { user: AvatarUser; size?: AvatarSize; sx?: SxProps<Theme> }) {
  const pixels = pixelsBySize[size];
  const source = imageFor(user, size);
  const [failedSource, setFailedSource] = useState<string>();
  return (
    <Box
      component="span"
      sx={[
        {
          width: pixels,
          height: pixels,
          fontSize: pixels * 0.38,
          borderRadius: '50%',
          overflow: 'hidden',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          bgcolor: brand[700],
          color: brand[50],
          fontWeight: 700,
          lineHeight: 1,
          userSelect: 'none',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {source && source !== failedSource ? (
        <Box
          component="img"
          src={source}
          alt={user.displayName || user.username}
          onError={() => setFailedSource(source)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        avatarInitials(user)
      )}
    </Box>
  );
}
