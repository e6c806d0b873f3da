import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Link as RouterLink } from 'react-router-dom';
import type { CommentDto } from '../../../api/generated/tvtApi';
import { UserAvatar } from '../../../components/common/UserAvatar';
import { VerifiedBadge } from '../../../components/common/VerifiedBadge';
import { timeAgo } from '../../../lib/timeAgo';
import { paths } from '../../../lib/paths';

export interface CommentItemProps {
  comment: CommentDto;
  onReply: (comment: CommentDto) => void;
  onToggleLike: (comment: CommentDto) => void;
  /** Top-level comments only: whether their replies are shown, and the toggle. */
  repliesShown?: boolean;
  onToggleReplies?: () => void;
}

export function repliesLabel(count: number): string {
  return `${count} ${count === 1 ? 'reply' : 'replies'}`;
}

/** One comment: author, text, time, Reply and its like; a top-level one also toggles its replies. */
export function CommentItem({ comment, onReply, onToggleLike, repliesShown, onToggleReplies }: CommentItemProps) {
  const name = comment.user.displayName || comment.user.username;
  return (
    <Stack direction="row" spacing={1.25} component="article" aria-label={`Comment by ${name}`}>
      <UserAvatar user={comment.user} size="sm" />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Link
            component={RouterLink}
            to={paths.userProfile(comment.user.username)}
            variant="subtitle2"
            color="inherit"
            underline="hover"
          >
            {name}
          </Link>
          {comment.user.verified && <VerifiedBadge size={14} />}
          <Typography variant="caption" color="text.secondary">
            · {timeAgo(comment.createdAt)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25 }}>
          <Button size="small" color="inherit" sx={actionSx} onClick={() => onReply(comment)}>
            Reply
          </Button>
          {onToggleReplies && comment.repliesCount > 0 && (
            <Button
              size="small"
              color="primary"
              sx={actionSx}
              aria-expanded={repliesShown}
              endIcon={repliesShown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              onClick={onToggleReplies}
            >
              {repliesLabel(comment.repliesCount)}
            </Button>
          )}
        </Stack>
      </Box>
      <Stack sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          color={comment.isLiked ? 'secondary' : 'inherit'}
          aria-pressed={comment.isLiked}
          aria-label={comment.isLiked ? 'Unlike comment' : 'Like comment'}
          onClick={() => onToggleLike(comment)}
          sx={{ minWidth: 0, flexDirection: 'column', px: 0.5, lineHeight: 1 }}
        >
          {comment.isLiked ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
          <Typography variant="caption" component="span" data-testid="comment-likes">
            {comment.likesCount}
          </Typography>
        </Button>
      </Stack>
    </Stack>
  );
}

const actionSx = { minWidth: 0, px: 0.5, py: 0, fontSize: '0.75rem', textTransform: 'none' } as const;
