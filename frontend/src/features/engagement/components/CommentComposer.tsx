import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { useState, type KeyboardEvent } from 'react';

export interface CommentComposerProps {
  /** The @username being answered, or null for a new comment. */
  replyingTo: string | null;
  onCancelReply: () => void;
  /** Resolves true when the text was accepted (the input then clears). */
  onSend: (text: string) => Promise<boolean>;
}

/** The input under the comments: Enter sends, Shift+Enter starts a new line; blank text is never sent. */
export function CommentComposer({ replyingTo, onCancelReply, onSend }: CommentComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blank = text.trim() === '';

  const send = async () => {
    if (blank || sending) return;
    setSending(true);
    try {
      if (await onSend(text.trim())) setText('');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Stack spacing={0.5}>
      {replyingTo && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
          <Typography variant="caption" color="text.secondary">
            Replying to @{replyingTo}
          </Typography>
          <Button size="small" color="inherit" startIcon={<CloseIcon />} onClick={onCancelReply}>
            Cancel
          </Button>
        </Stack>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-end', bgcolor: 'action.hover', borderRadius: 3, pl: 2, pr: 0.5, py: 0.5 }}
      >
        <InputBase
          multiline
          maxRows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={replyingTo ? `Reply to @${replyingTo}...` : 'Add a comment...'}
          inputProps={{ 'aria-label': replyingTo ? 'Write a reply' : 'Write a comment', maxLength: 1000 }}
          sx={{ flex: 1, py: 0.75, fontSize: '0.9rem' }}
        />
        <IconButton color="primary" aria-label="Send" disabled={blank || sending} onClick={() => void send()}>
          <SendIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
