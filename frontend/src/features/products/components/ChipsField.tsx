import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import { useId, useState, type KeyboardEvent } from 'react';
import { addChip } from '../productForm';

interface ChipsFieldProps {
  /** "Sizes", "Colors": the group's name, also used in the input's and buttons' labels. */
  label: string;
  /** One value's name: "size", "color". */
  itemName: string;
  placeholder: string;
  /** Common values the user can add with one tap; those already chosen are not offered. */
  suggestions?: string[];
  chips: string[];
  error?: string;
  disabled?: boolean;
  onChange: (chips: string[]) => void;
}

/** Part 2 §2: chips added with Add or Enter and removed with their cross; blanks and duplicates are ignored. */
export function ChipsField(props: ChipsFieldProps) {
  const { label, itemName, placeholder, suggestions = [], chips, error, disabled, onChange } = props;
  const [draft, setDraft] = useState('');
  const errorId = useId();
  const offered = suggestions.filter((suggestion) => !chips.includes(suggestion));

  const add = () => {
    onChange(addChip(chips, draft));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };

  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          fullWidth
          value={draft}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              'aria-label': `Add a ${itemName}`,
              'aria-describedby': error ? errorId : undefined,
              maxLength: 30,
            },
          }}
        />
        <Button
          variant="outlined"
          onClick={add}
          disabled={disabled || !draft.trim()}
          aria-label={`Add ${itemName}`}
          sx={{ height: 40, flexShrink: 0 }}
        >
          Add
        </Button>
      </Stack>
      {chips.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          component="ul"
          aria-label={`Chosen ${label.toLowerCase()}`}
          sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
        >
          {chips.map((chip) => (
            <li key={chip}>
              <Chip
                label={chip}
                color="primary"
                variant="outlined"
                onDelete={disabled ? undefined : () => onChange(chips.filter((value) => value !== chip))}
                deleteIcon={<CancelIcon aria-label={`Remove ${chip}`} aria-hidden={false} />}
              />
            </li>
          ))}
        </Stack>
      )}
      {offered.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          component="ul"
          aria-label={`Suggested ${label.toLowerCase()}`}
          sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
        >
          {offered.map((suggestion) => (
            <li key={suggestion}>
              <Chip
                label={suggestion}
                variant="outlined"
                size="small"
                icon={<AddIcon />}
                disabled={disabled}
                onClick={() => onChange(addChip(chips, suggestion))}
                aria-label={`Add ${itemName} ${suggestion}`}
                sx={{ color: 'text.secondary', borderStyle: 'dashed' }}
              />
            </li>
          ))}
        </Stack>
      )}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
