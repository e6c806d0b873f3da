import Chip from '@mui/material/Chip';
import { statusColor, statusLabel } from '../orderStatus';

export function OrderStatusChip({ status }: { status: string | null | undefined }) {
  return (
    <Chip
      size="small"
      color={statusColor(status)}
      label={statusLabel(status)}
      aria-label={`Status: ${statusLabel(status)}`}
      sx={{ fontWeight: 600 }}
    />
  );
}
