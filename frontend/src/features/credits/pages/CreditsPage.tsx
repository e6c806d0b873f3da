import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import TollIcon from '@mui/icons-material/Toll';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { TransactionList } from '../components/TransactionList';
import { useGetCreditsQuery } from '../creditsApi';
import { paths } from '../../../lib/paths';

function BalanceCard({ credits }: { credits: number | undefined }) {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TollIcon sx={{ fontSize: 48, color: 'warning.main' }} aria-hidden />
          <Stack sx={{ flexGrow: 1 }}>
            <Typography color="text.secondary">Available balance</Typography>
            {credits === undefined ? (
              <Skeleton width={96} height={48} aria-label="Loading balance" />
            ) : (
              <Typography variant="h3" component="p">
                {credits}{' '}
                <Typography component="span" color="text.secondary" sx={{ ml: 0.5 }}>
                  credits
                </Typography>
              </Typography>
            )}
          </Stack>
        </Stack>
        <Button
          component={RouterLink}
          to={paths.buyCredits()}
          variant="contained"
          fullWidth
          startIcon={<AddShoppingCartIcon />}
          sx={{ mt: 2 }}
        >
          Buy Credits
        </Button>
      </CardContent>
    </Card>
  );
}

export default function CreditsPage() {
  const { user } = useCurrentUser();
  const balance = useGetCreditsQuery(undefined, { skip: !user });

  if (!user) {
    return (
      <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
        Please log in to view your credits.
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Credits
      </Typography>
      <Stack spacing={3}>
        <BalanceCard credits={balance.data?.credits ?? user.credits} />
        <section aria-labelledby="transaction-history-heading">
          <Typography id="transaction-history-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            Transaction History
          </Typography>
          <TransactionList />
        </section>
      </Stack>
    </>
  );
}
