import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { BackHeading } from '../../../components/common/BackHeading';
import { ListEmptyState } from '../components/ListEmptyState';
import { OrderList } from '../components/OrderList';
import { paths } from '../../../lib/paths';

/** /user-orders: what the signed-in user ordered. */
export default function MyOrdersPage() {
  return (
    <>
      <BackHeading to={paths.profile()} title="My Orders" />
      <OrderList
        side="buyer"
        label="Orders"
        errorText="Error loading orders"
        empty={
          <ListEmptyState
            icon={<ShoppingBagOutlinedIcon fontSize="inherit" />}
            title="No orders yet"
            text="You haven't placed any orders yet."
            action={{ label: 'Browse Products', to: paths.home() }}
          />
        }
      />
    </>
  );
}
