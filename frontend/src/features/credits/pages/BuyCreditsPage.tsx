import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BackHeading } from '../../../components/common/BackHeading';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { CreditPackageCard } from '../components/CreditPackageCard';
import { TestCheckoutDialog } from '../components/TestCheckoutDialog';
import { useGetCreditPackagesQuery } from '../creditsApi';
import { useCreditPurchase } from '../useCreditPurchase';
import { paths } from '../../../lib/paths';

export default function BuyCreditsPage() {
  const { user } = useCurrentUser();
  const packages = useGetCreditPackagesQuery();
  const purchase = useCreditPurchase();
  const list = packages.data?.packages.filter((creditPackage) => creditPackage.enabled) ?? [];

  return (
    <>
      <BackHeading to={paths.credits()} title="Buy Credits" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your balance: <strong>{user?.credits ?? 0} credits</strong>. One virtual try-on uses 1 credit.
      </Typography>
      {packages.isLoading ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading credit packages">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={112} />
          ))}
        </Stack>
      ) : packages.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void packages.refetch()}>
              Try Again
            </Button>
          }
        >
          Failed to load credit packages
        </Alert>
      ) : list.length === 0 ? (
        <Alert severity="info">No credit packages are available right now. Please check back later.</Alert>
      ) : (
        <Stack spacing={2}>
          {list.map((creditPackage) => (
            <CreditPackageCard
              key={creditPackage.id}
              creditPackage={creditPackage}
              purchasing={purchase.purchasingPackageId === creditPackage.id}
              disabled={purchase.purchasingPackageId !== null}
              onBuy={() => void purchase.buy(creditPackage)}
            />
          ))}
        </Stack>
      )}
      <TestCheckoutDialog
        checkout={purchase.testCheckout}
        paying={purchase.testPaymentRunning}
        onPay={() => void purchase.payTest()}
        onFail={purchase.failTest}
        onClose={purchase.closeTestCheckout}
      />
    </>
  );
}
