import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export type GarmentCategory = 'top' | 'bottom' | 'dress';
/** `auto` lets the engine detect the garment type. */
export type GarmentType = 'auto' | GarmentCategory;

const options: { value: GarmentType; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'top', label: 'Top' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'dress', label: 'Dress' },
];

export function GarmentTypePicker({
  value,
  disabled,
  onChange,
}: {
  value: GarmentType;
  disabled?: boolean;
  onChange: (value: GarmentType) => void;
}) {
  const labelId = useId();
  return (
    <>
      <Typography id={labelId} variant="subtitle2" component="h2" sx={{ mb: 0.75 }}>
        Garment type
      </Typography>
      <ToggleButtonGroup
        value={value}
        exclusive
        fullWidth
        size="small"
        disabled={disabled}
        aria-labelledby={labelId}
        onChange={(_event, next: GarmentType | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}
