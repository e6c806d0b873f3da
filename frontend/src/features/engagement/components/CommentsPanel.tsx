import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { CommentDto } from '../../../api/generated/tvtApi';
import { serverMessageOf } from '../../../lib/errorCatalogue';
import { useRequireSignIn } from '../../auth/useRequireSignIn';
import { errorToast, successToast } from '../../toast/toastSlice';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';

/**
 * What a commentable target (a post, a product) gives the panel: its comments and its own calls. The panel
 * knows no route, so every target reuses it.
 */
export interface CommentsSource {
  comments: CommentDto[] | undefined;
  isLoading: boolean;
  /** Older comments exist; `loadMore` fetches them. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  addComment: (text: string) => Promise<unknown>;
  addReply: (parentId: string, text: string) => Promise<unknown>;
  /** Optimistic on the target's side; rejects (after its rollback) when the server refused. */
  toggleLike: (comment: CommentDto) => Promise<unknown>;
}

interface ReplyTarget {
  /** Replies always attach to the top-level comment (part 1 §4). */
  parentId: string;
  username: string;
}

/** Part 1 §4: comments with their replies, reply mode, comment likes, and the input for signed-in users. */
export function CommentsPanel({ source, signedIn }: { source: CommentsSource; signedIn: boolean }) {
  const dispatch = useAppDispatch();
  const requireSignIn = useRequireSignIn();
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const toggleReplies = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const startReply = (comment: CommentDto) => {
    if (!requireSignIn()) return;
    setReplyTarget({ parentId: comment.parentId ?? comment.id, username: comment.user.username });
  };

  const toggleLike = (comment: CommentDto) => {
    if (!requireSignIn()) return;
    source
      .toggleLike(comment)
      .catch((error: unknown) => dispatch(errorToast('Error', `Failed to like comment: ${serverMessageOf(error)}`)));
  };

  const send = async (text: string): Promise<boolean> => {
    const target = replyTarget;
    try {
      if (target) await source.addReply(target.parentId, text);
      else await source.addComment(text);
    } catch (error) {
      dispatch(errorToast('Error', `Failed to add comment: ${serverMessageOf(error)}`));
      return false;
    }
    dispatch(successToast('Success', target ? 'Reply added successfully' : 'Comment added successfully'));
    if (target) setExpanded((current) => new Set(current).add(target.parentId));
    setReplyTarget(null);
    return true;
  };

  const comments = source.comments ?? [];
  return (
    <Stack spacing={1.5} aria-label="Comments" role="region">
      {source.isLoading ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          Loading comments...
        </Typography>
      ) : comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          No comments yet. Be the first to comment!
        </Typography>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {comments.map((comment) => (
            <Box component="li" key={comment.id}>
              <CommentItem
                comment={comment}
                onReply={startReply}
                onToggleLike={toggleLike}
                repliesShown={expanded.has(comment.id)}
                onToggleReplies={() => toggleReplies(comment.id)}
              />
              {expanded.has(comment.id) && comment.replies.length > 0 && (
                <Stack
                  spacing={1.25}
                  component="ul"
                  aria-label="Replies"
                  sx={{ listStyle: 'none', m: 0, mt: 1.25, p: 0, pl: 5.5 }}
                >
                  {comment.replies.map((reply) => (
                    <Box component="li" key={reply.id}>
                      <CommentItem comment={reply} onReply={startReply} onToggleLike={toggleLike} />
                    </Box>
                  ))}
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {source.hasMore && (
        <Button size="small" onClick={source.loadMore} disabled={source.isLoadingMore} sx={{ alignSelf: 'center' }}>
          {source.isLoadingMore ? <CircularProgress size={16} /> : 'Load more comments'}
        </Button>
      )}
      {signedIn && (
        <CommentComposer
          replyingTo={replyTarget?.username ?? null}
          onCancelReply={() => setReplyTarget(null)}
          onSend={send}
        />
      )}
    </Stack>
  );
}
