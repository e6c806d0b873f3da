import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { BackHeading } from '../../../components/common/BackHeading';
import { CreateProductFromTryOn } from '../../products/components/CreateProductFromTryOn';
import { useLinkProductTryOn } from '../../products/useLinkProductTryOn';
import { BeforeAfterSlider } from '../components/BeforeAfterSlider';
import { GenerationProgress } from '../components/GenerationProgress';
import { EnlargeableImage } from '../components/ImageLightbox';
import { TryOnActions } from '../components/TryOnActions';
import { useGetTryOnQuery } from '../tryOnApi';
import { useTryOnCompletion } from '../useTryOnCompletion';
import { statusUnavailableMessage, useTryOnProgress } from '../useTryOnProgress';
import { paths } from '../../../lib/paths';

type View = 'result' | 'compare';

function ResultFailure({ message }: { message: string }) {
  return (
    <Stack spacing={2} sx={{ py: 4 }}>
      <Alert severity="error">{message}</Alert>
      <Button component={RouterLink} to={paths.createTryOn()} variant="contained">
        Try Again
      </Button>
    </Stack>
  );
}

export default function ResultTryOnPage() {
  const { id = '', timestamp = '' } = useParams();
  const location = useLocation();
  const { status, unavailable } = useTryOnProgress(id);
  const completed = status?.status === 'completed' && (status.output?.length ?? 0) > 0;
  const { imageUrl, settled } = useTryOnCompletion(id, timestamp, status?.output, completed);
  const saved = useGetTryOnQuery({ timestamp, id }, { skip: !settled });
  useLinkProductTryOn(`${timestamp}_${id}`, settled);
  const [view, setView] = useState<View>('result');
  const personImageUrl =
    (location.state as { personImageUrl?: string } | null)?.personImageUrl ?? saved.data?.originalPersonPath ?? null;

  let content;
  if (status?.status === 'failed') {
    content = <ResultFailure message={`Processing failed: ${status.error || 'Unknown error'}`} />;
  } else if (completed && imageUrl) {
    content = (
      <Stack spacing={2}>
        {personImageUrl && (
          <ToggleButtonGroup
            value={view}
            exclusive
            fullWidth
            size="small"
            aria-label="Result view"
            onChange={(_event, next: View | null) => next && setView(next)}
          >
            <ToggleButton value="result">Result</ToggleButton>
            <ToggleButton value="compare">Before / After</ToggleButton>
          </ToggleButtonGroup>
        )}
        {view === 'compare' && personImageUrl ? (
          <BeforeAfterSlider beforeUrl={personImageUrl} afterUrl={imageUrl} />
        ) : (
          <EnlargeableImage src={imageUrl} alt="Try-on result" />
        )}
        <TryOnActions imageUrl={imageUrl} id={id} timestamp={timestamp}>
          <CreateProductFromTryOn
            tryOnId={`${timestamp}_${id}`}
            tryOnPath={imageUrl}
            createdAt={saved.data?.createdAt ?? new Date().toISOString()}
          />
        </TryOnActions>
      </Stack>
    );
  } else if (unavailable) {
    content = <ResultFailure message={statusUnavailableMessage} />;
  } else {
    content = (
      <>
        <GenerationProgress progress={status ?? {}} />
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 4' }} />
      </>
    );
  }

  return (
    <>
      <BackHeading to={paths.createTryOn()} title="Your Try-On" />
      {content}
    </>
  );
}
