import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import StarIcon from '@mui/icons-material/Star';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../../components/common/UserAvatar';
import type { User } from '../usersApi';
import { paths } from '../../../lib/paths';

interface ProfileHeaderCardProps {
  user: User;
  /** Owner actions (edit, menu) shown at the top right. */
  actions?: ReactNode;
  onChangeAvatar?: () => void;
  /** Shown under the names, e.g. the follow button on someone else's profile. */
  primaryAction?: ReactNode;
}

function Count({ value, label, to }: { value: number | undefined; label: string; to: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      color="inherit"
      underline="none"
      sx={{ textAlign: 'center', borderRadius: 1, px: 1 }}
    >
      <Typography variant="h6" component="span" sx={{ display: 'block' }}>
        {value ?? 0}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Link>
  );
}

export function ProfileHeaderCard({ user, actions, onChangeAvatar, primaryAction }: ProfileHeaderCardProps) {
  const [enlarged, setEnlarged] = useState(false);
  const name = user.displayName || user.username;
  const fullImage = user.avatarVariants?.large || user.avatar;
  const connectionsPath = paths.userConnections(user.username);

  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', minHeight: 40, mb: -3 }}>{actions}</Box>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box sx={{ position: 'relative' }}>
            <ButtonBase
              onClick={() => setEnlarged(true)}
              disabled={!fullImage}
              aria-label="View profile picture"
              sx={{ borderRadius: '50%' }}
            >
              <UserAvatar user={user} size="xl" />
            </ButtonBase>
            {onChangeAvatar && (
              <IconButton
                onClick={onChangeAvatar}
                aria-label="Change profile picture"
                size="small"
                sx={{
                  position: 'absolute',
                  right: -4,
                  bottom: -4,
                  bgcolor: 'primary.dark',
                  '&:hover': { bgcolor: 'primary.main' },
                }}
              >
                <PhotoCameraOutlinedIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
          <Box>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center' }}>
              <Typography variant="h5" component="h1">
                {name}
              </Typography>
              {user.role === 'trendstar' && (
                <Tooltip title="Verified TrendStar">
                  <Box
                    component="span"
                    role="img"
                    aria-label="Verified TrendStar"
                    tabIndex={0}
                    sx={{ display: 'inline-flex', borderRadius: 1 }}
                  >
                    <StarIcon sx={{ color: 'warning.main' }} />
                  </Box>
                </Tooltip>
              )}
            </Stack>
            <Typography color="text.secondary">@{user.username}</Typography>
          </Box>
          {primaryAction}
          <Stack direction="row" spacing={4}>
            <Count value={user.followers} label="Followers" to={connectionsPath} />
            <Count value={user.following} label="Following" to={`${connectionsPath}?tab=following`} />
          </Stack>
          {user.bio && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{user.bio}</Typography>}
        </Stack>
      </CardContent>
      <Dialog
        open={enlarged && Boolean(fullImage)}
        onClose={() => setEnlarged(false)}
        aria-label={`${name}'s profile picture`}
      >
        <IconButton
          onClick={() => setEnlarged(false)}
          aria-label="Close"
          sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.5)' }}
        >
          <CloseIcon />
        </IconButton>
        {fullImage && (
          <Box
            component="img"
            src={fullImage}
            alt={`${name}'s profile picture`}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh' }}
          />
        )}
      </Dialog>
    </Card>
  );
}
