import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

interface GenderRadioGroupProps {
  value: string;
  onChange: (gender: string) => void;
}

/** Female, Male, Other in one row, as registration and profile editing show it. */
export function GenderRadioGroup({ value, onChange }: GenderRadioGroupProps) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Gender</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="gender"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <FormControlLabel value="female" control={<Radio />} label="Female" />
        <FormControlLabel value="male" control={<Radio />} label="Male" />
        <FormControlLabel value="other" control={<Radio />} label="Other" />
      </RadioGroup>
    </FormControl>
  );
}
