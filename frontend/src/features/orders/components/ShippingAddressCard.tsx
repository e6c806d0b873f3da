import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { blankAddress, type AddressValues } from '../addressForm';
import { AddressForm, type AddressPayload } from './AddressForm';
import type { AddressView } from './AddressLines';
import { SavedAddressList } from './SavedAddressList';

export type SavedAddress = AddressView & { id: string };

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: SavedAddress };

interface ShippingAddressCardProps {
  /** Undefined while loading. */
  addresses: SavedAddress[] | undefined;
  selectedId: string | null;
  onSelect: (addressId: string) => void;
  /** Add mode prefills the signed-in user's name and email. */
  contact: { fullName: string; email: string };
  saving: boolean;
  onCreate: (address: AddressPayload) => Promise<string>;
  onUpdate: (addressId: string, address: AddressPayload) => Promise<string>;
}

function valuesOf(address: SavedAddress): AddressValues {
  return { ...address, email: address.email ?? '', address2: address.address2 ?? '' };
}

/** Part 2 §4 Address form modes: list (first selected), add, edit; the form alone when none are saved. */
export function ShippingAddressCard(props: ShippingAddressCardProps) {
  const { addresses, selectedId, onSelect, contact, saving, onCreate, onUpdate } = props;
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const hasAddresses = Boolean(addresses?.length);

  useEffect(() => {
    if (addresses?.length && !addresses.some((address) => address.id === selectedId)) onSelect(addresses[0].id);
  }, [addresses, selectedId, onSelect]);

  function saved(addressId: string) {
    onSelect(addressId);
    setMode({ kind: 'list' });
  }

  let body;
  if (!addresses) {
    body = <Skeleton variant="rounded" height={120} aria-label="Loading addresses" />;
  } else if (mode.kind === 'edit') {
    body = (
      <AddressForm
        key={mode.address.id}
        initialValues={valuesOf(mode.address)}
        editing
        sending={saving}
        onSave={(address) => onUpdate(mode.address.id, address)}
        onSaved={saved}
        onCancel={() => setMode({ kind: 'list' })}
      />
    );
  } else if (mode.kind === 'add' || !hasAddresses) {
    body = (
      <AddressForm
        key="new"
        initialValues={{ ...blankAddress, ...contact }}
        editing={false}
        sending={saving}
        onSave={onCreate}
        onSaved={saved}
        onCancel={hasAddresses ? () => setMode({ kind: 'list' }) : undefined}
      />
    );
  } else {
    body = (
      <SavedAddressList
        addresses={addresses}
        selectedId={selectedId}
        onSelect={onSelect}
        onEdit={(addressId) => {
          const address = addresses.find((candidate) => candidate.id === addressId);
          if (address) setMode({ kind: 'edit', address });
        }}
        onAdd={() => setMode({ kind: 'add' })}
      />
    );
  }

  return (
    <Card component="section" aria-labelledby="shipping-address-heading">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="shipping-address-heading" variant="h6" component="h2">
            Shipping Address
          </Typography>
          {body}
        </Stack>
      </CardContent>
    </Card>
  );
}
