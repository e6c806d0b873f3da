import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import type { UserSummaryDto } from '../../../api/generated/tvtApi';
import { UserAvatar } from '../../../components/common/UserAvatar';
import { VerifiedBadge } from '../../../components/common/VerifiedBadge';
import { paths } from '../../../lib/paths';

export interface LikedByDialogProps {
  open: boolean;
  onClose: () => void;
  users: UserSummaryDto[] | undefined;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  /** The signed-in user's id: their own row has no View button (part 1 §5). */
  currentUserId: string | undefined;
}

/** Who liked something, newest first, with more on Load more. */
export function LikedByDialog(props: LikedByDialogProps) {
  const { open, onClose, users, total, hasMore, isLoading, isLoadingMore, loadMore, currentUserId } = props;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="liked-by-title">
      <DialogTitle id="liked-by-title" sx={{ pr: 6 }}>
        Liked by{total > 0 ? ` (${total})` : ''}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 160 }}>
        {isLoading ? (
          <Stack spacing={1.5} aria-label="Loading likes">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : !users || users.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            No likes yet.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {users.map((user) => (
              <Stack component="li" key={user.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <UserAvatar user={user} size="sm" />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Typography variant="subtitle2" noWrap>
                      {user.displayName || user.username}
                    </Typography>
                    {user.verified && <VerifiedBadge size={14} />}
                  </Stack>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    @{user.username}
                  </Typography>
                </Box>
                {user.id !== currentUserId && (
                  <Button
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={paths.userProfile(user.username)}
                    onClick={onClose}
                    aria-label={`View ${user.username}`}
                  >
                    View
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        )}
        {hasMore && !isLoading && (
          <Box sx={{ textAlign: 'center', pt: 2 }}>
            <Button size="small" onClick={loadMore} disabled={isLoadingMore}>
              {isLoadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
