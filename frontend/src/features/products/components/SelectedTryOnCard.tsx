import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { GarmentAndTryOn } from './GarmentAndTryOn';

/** The try-on a new product is made from, with Select / Change Try-On (part 2 §2 Create Product). */
export function SelectedTryOnCard({
  garmentImage,
  tryOnImage,
  loading,
  onChange,
}: {
  garmentImage: string | null;
  tryOnImage: string | null;
  loading: boolean;
  onChange: () => void;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          {tryOnImage && garmentImage ? (
            <GarmentAndTryOn garmentImage={garmentImage} tryOnImage={tryOnImage} />
          ) : loading ? (
            <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2' }} />
          ) : (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
              Please select a try-on image first
            </Typography>
          )}
          <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={onChange}>
            {tryOnImage ? 'Change Try-On' : 'Select Try-On'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
