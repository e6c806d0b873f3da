import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Visibility } from '../tags';

const labels: Record<Visibility, string> = { friends: 'Friends', public: 'Public' };
const allVisibilities: Visibility[] = ['friends', 'public'];
const publicExplanationId = 'post-visibility-public-explanation';

/**
 * Public is offered to TrendStars only: both choices are always shown, so a regular user sees what Public is and why they cannot pick it
 * (one lone radio reads as a control that does nothing).
 */
export function VisibilityField({
  value,
  options,
  disabled,
  onChange,
}: {
  value: Visibility;
  /** The choices this user may pick; the others are shown disabled with their explanation. */
  options: Visibility[];
  disabled?: boolean;
  onChange: (value: Visibility) => void;
}) {
  const publicUnavailable = !options.includes('public');
  return (
    <FormControl disabled={disabled}>
      <FormLabel id="post-visibility">Visibility</FormLabel>
      <RadioGroup
        row
        aria-labelledby="post-visibility"
        value={value}
        onChange={(event) => onChange(event.target.value as Visibility)}
      >
        {allVisibilities.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            disabled={!options.includes(option)}
            control={
              <Radio
                slotProps={{
                  input: {
                    'aria-describedby': option === 'public' && publicUnavailable ? publicExplanationId : undefined,
                  },
                }}
              />
            }
            label={labels[option]}
          />
        ))}
      </RadioGroup>
      {publicUnavailable && (
        <FormHelperText id={publicExplanationId}>Public posts are available to TrendStars.</FormHelperText>
      )}
    </FormControl>
  );
}
