import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { useFormState } from '../../../lib/useFormState';
import { errorToast, successToast } from '../../toast/toastSlice';
import { addressPayload, validateAddress, type AddressValues } from '../addressForm';

/** Part 2 §8's text, or the limit's own message when the user already keeps the most addresses allowed. */
function saveFailureText(error: unknown): string {
  const data = (error as { data?: { code?: unknown; message?: unknown } } | undefined)?.data;
  if (data?.code === 'too_many_addresses' && typeof data.message === 'string') return data.message;
  return 'Failed to save address. Please try again.';
}

export type AddressPayload = ReturnType<typeof addressPayload> & { saveAsDefault: boolean };

interface AddressFormProps {
  /** Add mode: blank but for name and email; edit mode: the address. */
  initialValues: AddressValues;
  editing: boolean;
  sending: boolean;
  /** Sends the address; resolves with the saved address id, rejects with the server's error. */
  onSave: (address: AddressPayload) => Promise<string>;
  onSaved: (addressId: string) => void;
  /** Shown only when saved addresses exist to go back to. */
  onCancel?: () => void;
}

/** Part 2 §4 Address form modes; the §5 messages on submit, the §8 toasts after the answer. */
export function AddressForm({ initialValues, editing, sending, onSave, onSaved, onCancel }: AddressFormProps) {
  const dispatch = useAppDispatch();
  const form = useFormState(initialValues, validateAddress);
  const [saveAsDefault, setSaveAsDefault] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    try {
      const addressId = await onSave({ ...addressPayload(values), saveAsDefault });
      dispatch(successToast('Success', editing ? 'Address updated successfully' : 'Address saved successfully'));
      onSaved(addressId);
    } catch (error) {
      form.showServerErrors(error);
      dispatch(errorToast('Error', saveFailureText(error)));
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label={editing ? 'Edit address' : 'New address'}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {editing ? 'Edit Address' : 'New Address'}
      </Typography>
      <TextField {...form.fieldProps('fullName')} label="Full name" required autoComplete="name" />
      <TextField
        {...form.fieldProps('mobile')}
        label="Mobile number"
        required
        autoComplete="tel"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <TextField {...form.fieldProps('email')} label="Email (optional)" type="email" autoComplete="email" />
      <TextField {...form.fieldProps('address1')} label="Address line 1" required autoComplete="address-line1" />
      <TextField {...form.fieldProps('address2')} label="Address line 2 (optional)" autoComplete="address-line2" />
      <Stack direction="row" spacing={2}>
        <TextField {...form.fieldProps('district')} label="District" required fullWidth />
        <TextField {...form.fieldProps('city')} label="City" required fullWidth autoComplete="address-level2" />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField {...form.fieldProps('state')} label="State" required fullWidth autoComplete="address-level1" />
        <TextField
          {...form.fieldProps('pincode')}
          label="Pincode"
          required
          fullWidth
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saveAsDefault} onChange={(event) => setSaveAsDefault(event.target.checked)} />}
        label="Save as default address"
      />
      <Stack direction="row" spacing={1}>
        {onCancel && (
          <Button variant="outlined" color="inherit" fullWidth onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        )}
        <SubmitButton sending={sending}>
          {sending ? 'Saving...' : editing ? 'Update Address' : 'Save Address'}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
