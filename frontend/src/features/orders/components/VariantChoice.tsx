import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

interface VariantChoiceProps {
  label: 'Size' | 'Color';
  options: string[];
  value: string | null;
  onChange: (value: string) => void;
}

/** One of the product's sizes or colours; one is always chosen once there is a choice. */
export function VariantChoice({ label, options, value, onChange }: VariantChoiceProps) {
  const id = `variant-${label.toLowerCase()}`;
  return (
    <Stack spacing={1}>
      <Typography id={id} variant="subtitle2">
        {label}
        {value && (
          <Typography component="span" variant="body2" color="text.secondary">
            {`: ${value}`}
          </Typography>
        )}
      </Typography>
      <ToggleButtonGroup
        exclusive
        aria-labelledby={id}
        value={value}
        onChange={(_event, chosen: string | null) => {
          if (chosen !== null) onChange(chosen);
        }}
        color="primary"
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 2, m: 0 },
        }}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option} sx={{ minWidth: 48, px: 2, py: 0.75, textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
