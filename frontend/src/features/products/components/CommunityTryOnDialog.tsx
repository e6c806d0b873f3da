import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { UserAvatar, type AvatarUser } from '../../../components/common/UserAvatar';
import { VerifiedBadge } from '../../../components/common/VerifiedBadge';
import { timeAgo } from '../../../lib/timeAgo';

export interface OpenedTryOn {
  id: string;
  tryOnPath: string;
  createdAt: string;
  likes: number;
  isLiked: boolean;
  user: AvatarUser & { verified?: boolean };
}

/** Part 2 §2: a community try-on large, who made it, when, and its like. */
export function CommunityTryOnDialog({
  tryOn,
  onClose,
  onToggleLike,
}: {
  tryOn: OpenedTryOn | null;
  onClose: () => void;
  onToggleLike: (tryOn: OpenedTryOn) => void;
}) {
  const name = tryOn ? tryOn.user.displayName || tryOn.user.username : '';
  return (
    <Dialog open={Boolean(tryOn)} onClose={onClose} fullWidth maxWidth="sm" aria-label={`Try-on by ${name}`}>
      {tryOn && (
        <DialogContent sx={{ p: 0 }}>
          <Box sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={tryOn.tryOnPath}
              alt={`Try-on by ${name}`}
              sx={{ width: '100%', display: 'block', maxHeight: '70vh', objectFit: 'contain', bgcolor: 'common.black' }}
            />
            <IconButton
              aria-label="Close"
              onClick={onClose}
              sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.6)' }}
            >
              <CloseIcon />
            </IconButton>
          </Box>
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', p: 1.5 }}>
            <UserAvatar user={tryOn.user} size="sm" />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle2" noWrap>
                  {name}
                </Typography>
                {tryOn.user.verified && <VerifiedBadge size={14} />}
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {timeAgo(tryOn.createdAt)}
              </Typography>
            </Box>
            <Button
              color={tryOn.isLiked ? 'secondary' : 'inherit'}
              aria-pressed={tryOn.isLiked}
              aria-label={tryOn.isLiked ? 'Unlike try-on' : 'Like try-on'}
              startIcon={tryOn.isLiked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
              onClick={() => onToggleLike(tryOn)}
            >
              {tryOn.likes}
            </Button>
          </Stack>
        </DialogContent>
      )}
    </Dialog>
  );
}
