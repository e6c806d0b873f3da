import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useGetSupportContactQuery } from '../ordersApi';

/** Part 2 §1: a representative arranges payment and delivery, so the order pages say whom to write to. */
export function SupportContact() {
  const { data } = useGetSupportContactQuery();
  if (!data) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      Questions about this order? Write to <Link href={`mailto:${data.email}`}>{data.email}</Link>
    </Typography>
  );
}
