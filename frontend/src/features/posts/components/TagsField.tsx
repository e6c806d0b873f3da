import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { addTag, isDefaultTag, removeTag } from '../tags';

/** Chips for the tags; typing a word and pressing Enter, space or comma adds it with its #. */
export function TagsField({
  tags,
  disabled,
  onChange,
}: {
  tags: string[];
  disabled?: boolean;
  onChange: (tags: string[]) => void;
}) {
  const [draft, setDraft] = useState('');

  const commit = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ' ') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !draft && tags.length > 0) {
      onChange(removeTag(tags, tags[tags.length - 1]));
    }
  };

  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }} aria-label="Tags">
        {tags.map((tag) => (
          <Chip
            key={tag}
            label={tag}
            color={isDefaultTag(tag) ? 'primary' : 'default'}
            variant={isDefaultTag(tag) ? 'filled' : 'outlined'}
            onDelete={isDefaultTag(tag) || disabled ? undefined : () => onChange(removeTag(tags, tag))}
          />
        ))}
      </Stack>
      <TextField
        label="Add a tag"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft && commit()}
        helperText="Press Enter to add. #tvt and #tryon are always included."
        fullWidth
        size="small"
      />
    </>
  );
}
