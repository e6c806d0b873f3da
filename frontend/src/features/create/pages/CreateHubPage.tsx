import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { CreateOptionCard } from '../components/CreateOptionCard';
import { TrendStarAccessDialog } from '../components/TrendStarAccessDialog';
import { paths } from '../../../lib/paths';

export default function CreateHubPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [accessDialogOpen, setAccessDialogOpen] = useState(false);
  const isTrendStar = user?.role === 'trendstar';

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Create
      </Typography>
      <Stack spacing={2}>
        <CreateOptionCard
          title="Virtual Try-On"
          description="See any garment on your own photo"
          badge="1 credit"
          icon={<CheckroomIcon fontSize="large" />}
          onSelect={() => navigate(paths.createTryOn())}
        />
        <CreateOptionCard
          title="Create Product"
          description="Turn a try-on into a product you sell"
          badge={isTrendStar ? undefined : 'TrendStar feature'}
          dimmed={!isTrendStar}
          icon={<StorefrontOutlinedIcon fontSize="large" />}
          onSelect={() => (isTrendStar ? navigate(paths.createProduct()) : setAccessDialogOpen(true))}
        />
        <CreateOptionCard
          title="Create Contest"
          description="Challenge the community with a theme"
          badge="Coming Soon"
          disabled
          icon={<EmojiEventsOutlinedIcon fontSize="large" />}
        />
      </Stack>
      <TrendStarAccessDialog open={accessDialogOpen} onClose={() => setAccessDialogOpen(false)} />
    </>
  );
}
