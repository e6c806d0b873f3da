import Typography from '@mui/material/Typography';
import type { AddressValues } from '../addressForm';

export type AddressView = Omit<AddressValues, 'email' | 'address2'> & {
  email?: string | null;
  address2?: string | null;
};

/** Name, lines, district, city, state and pincode, mobile and the optional email (part 2 §2). */
export function AddressLines({ address, showEmail = false }: { address: AddressView; showEmail?: boolean }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{address.fullName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {[address.address1, address.address2].filter(Boolean).join(', ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${address.district}, ${address.city}, ${address.state} - ${address.pincode}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Mobile: {address.mobile}
      </Typography>
      {showEmail && address.email && (
        <Typography variant="body2" color="text.secondary">
          Email: {address.email}
        </Typography>
      )}
    </>
  );
}

/** "City, State - pincode": the short address of a sale card. */
export function shortAddress(address: AddressView): string {
  return `${address.city}, ${address.state} - ${address.pincode}`;
}
