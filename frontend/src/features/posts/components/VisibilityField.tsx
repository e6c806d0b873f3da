import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Visibility } from '../tags';

const labels: Record<Visibility, string> = { friends: 'Friends', public: 'Public' };

export function VisibilityField({
  value,
  options,
  disabled,
  onChange,
}: {
  value: Visibility;
  options: Visibility[];
  disabled?: boolean;
  onChange: (value: Visibility) => void;
}) {
  return (
    <FormControl disabled={disabled}>
      <FormLabel id="post-visibility">Visibility</FormLabel>
      <RadioGroup
        row
        aria-labelledby="post-visibility"
        value={value}
        onChange={(event) => onChange(event.target.value as Visibility)}
      >
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={labels[option]} />
        ))}
      </RadioGroup>
      {!options.includes('public') && <FormHelperText>Public posts are available to TrendStars.</FormHelperText>}
    </FormControl>
  );
}
