import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, ReactNode } from 'react';
import type { FieldErrors } from '../../../lib/validation';
import { suggestedColors, suggestedSizes, type ProductTextField } from '../productForm';
import { ChipsField } from './ChipsField';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

type FieldProps = (field: ProductTextField) => {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText?: string;
};

export interface ProductFormSectionsProps {
  fieldProps: FieldProps;
  /** "edit" names the price Regular Price and explains the Active Status switch (part 2 §2). */
  mode: 'create' | 'edit';
  isActive: boolean;
  onActiveChange: (active: boolean) => void;
  sizes: string[];
  colors: string[];
  variantErrors: FieldErrors<'sizes' | 'colors'>;
  onSizesChange: (sizes: string[]) => void;
  onColorsChange: (colors: string[]) => void;
  disabled: boolean;
  /** The Product Images section's content. */
  images: ReactNode;
}

const rupeeAdornment = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } };

/** The four sections of the create and edit screens: basics, pricing and stock, variants, images. */
export function ProductFormSections(props: ProductFormSectionsProps) {
  const { fieldProps, mode, isActive, onActiveChange, sizes, colors, variantErrors, disabled, images } = props;
  return (
    <>
      <FormSection title="Basic Information">
        <TextField label="Title" required fullWidth disabled={disabled} {...fieldProps('title')} />
        <TextField
          label="Description"
          fullWidth
          multiline
          minRows={3}
          disabled={disabled}
          {...fieldProps('description')}
        />
      </FormSection>
      <FormSection title="Pricing & Inventory">
        <Stack direction="row" spacing={1.5}>
          <TextField
            label={mode === 'edit' ? 'Regular Price' : 'Price'}
            type="number"
            required
            fullWidth
            disabled={disabled}
            slotProps={{ ...rupeeAdornment, htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
            {...fieldProps('actualPrice')}
          />
          <TextField
            label="Discount Price"
            type="number"
            fullWidth
            disabled={disabled}
            slotProps={{ ...rupeeAdornment, htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
            {...fieldProps('discountPrice')}
          />
        </Stack>
        <TextField
          label="Stock Quantity"
          type="number"
          required
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          {...fieldProps('stock')}
        />
        <FormControlLabel
          control={
            <Switch checked={isActive} disabled={disabled} onChange={(event) => onActiveChange(event.target.checked)} />
          }
          label={mode === 'edit' ? 'Active Status' : isActive ? 'Active' : 'Inactive'}
        />
        {mode === 'edit' && (
          <Typography variant="caption" color="text.secondary" sx={{ mt: '0 !important' }}>
            {isActive
              ? 'Active products appear in the feed and can be bought.'
              : 'Inactive products are hidden from the feed and cannot be bought, but stay on your profile.'}
          </Typography>
        )}
      </FormSection>
      <FormSection title="Product Variants">
        <ChipsField
          label="Sizes"
          itemName="size"
          placeholder="e.g. XL"
          suggestions={suggestedSizes}
          chips={sizes}
          error={variantErrors.sizes}
          disabled={disabled}
          onChange={props.onSizesChange}
        />
        <ChipsField
          label="Colors"
          itemName="color"
          placeholder="e.g. Olive"
          suggestions={suggestedColors}
          chips={colors}
          error={variantErrors.colors}
          disabled={disabled}
          onChange={props.onColorsChange}
        />
      </FormSection>
      <FormSection title="Product Images">{images}</FormSection>
    </>
  );
}
