import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { AddressLines, type AddressView } from './AddressLines';

interface SavedAddressListProps {
  addresses: (AddressView & { id: string })[];
  selectedId: string | null;
  onSelect: (addressId: string) => void;
  onEdit: (addressId: string) => void;
  onAdd: () => void;
}

/** List mode: each saved address a selectable card with Edit Address, then Add New Address. */
export function SavedAddressList({ addresses, selectedId, onSelect, onEdit, onAdd }: SavedAddressListProps) {
  return (
    <Stack spacing={1.5}>
      <Stack role="radiogroup" aria-label="Saved addresses" spacing={1.5}>
        {addresses.map((address) => {
          const selected = address.id === selectedId;
          const labelId = `address-${address.id}`;
          return (
            <Card
              key={address.id}
              variant="outlined"
              onClick={() => onSelect(address.id)}
              sx={{
                p: 1.5,
                cursor: 'pointer',
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'action.selected' : undefined,
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Radio
                  checked={selected}
                  onChange={() => onSelect(address.id)}
                  value={address.id}
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                  sx={{ mt: -0.5, ml: -0.5 }}
                />
                <Stack id={labelId} sx={{ flexGrow: 1, minWidth: 0 }}>
                  <AddressLines address={address} />
                </Stack>
              </Stack>
              <Button
                size="small"
                startIcon={<EditOutlinedIcon />}
                onClick={(event) => {
                  event.stopPropagation();
                  onEdit(address.id);
                }}
                aria-label={`Edit Address of ${address.fullName}`}
                sx={{ mt: 0.5 }}
              >
                Edit Address
              </Button>
            </Card>
          );
        })}
      </Stack>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
        Add New Address
      </Button>
    </Stack>
  );
}
