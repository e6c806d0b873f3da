import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

export interface ProgressStatus {
  status?: string;
  stage?: string | null;
  queuePosition?: number | null;
  /** The server's estimate, in whole seconds, once the queue position or stage is known. */
  estimatedSeconds?: number | null;
}

/** The spec's text until the server can estimate; then the seconds left. */
export function processingText(secondsLeft: number | null): string {
  if (secondsLeft === null) return 'Processing your image. This may take 20-40 seconds...';
  return `Processing your image. About ${secondsLeft} second${secondsLeft === 1 ? '' : 's'} left...`;
}

/** Counts the latest estimate down between the server's updates, never below 1 s. */
function useSecondsLeft(estimatedSeconds: number | null | undefined): number | null {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // A new estimate restarts the countdown from the clock's time, which rendering must not read.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    setDeadline(typeof estimatedSeconds === 'number' ? Date.now() + estimatedSeconds * 1000 : null);
  }, [estimatedSeconds]);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(1, Math.ceil((deadline - now) / 1000));
}

const stages = [
  { key: 'queued', label: 'Queued' },
  { key: 'analysing', label: 'Analysing' },
  { key: 'fitting', label: 'Fitting' },
  { key: 'finishing', label: 'Finishing' },
];

function stageIndex({ status, stage }: ProgressStatus): number {
  if (status === 'processing') {
    const index = stages.findIndex((candidate) => candidate.key === stage);
    return index === -1 ? 1 : index;
  }
  if (status === 'completed') return stages.length;
  return 0;
}

export function stageDescription(progress: ProgressStatus): string {
  if (progress.status === 'in_queue')
    return progress.queuePosition ? `In queue: position ${progress.queuePosition}` : 'In queue';
  if (progress.status === 'processing') {
    if (progress.stage === 'fitting') return 'Fitting the garment to your pose';
    if (progress.stage === 'finishing') return 'Finishing touches';
    return 'Analysing your photo';
  }
  return 'Starting';
}

/** Where the job is, as pushed by the server (or last polled). */
export function GenerationProgress({ progress }: { progress: ProgressStatus }) {
  const active = stageIndex(progress);
  const percent = Math.round(((active + 0.5) / stages.length) * 100);
  const secondsLeft = useSecondsLeft(progress.estimatedSeconds);
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h6" component="p" sx={{ textAlign: 'center', mb: 0.5 }}>
        {processingText(secondsLeft)}
      </Typography>
      <Typography role="status" aria-live="polite" color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
        {stageDescription(progress)}
      </Typography>
      <LinearProgress
        variant={progress.status ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label="Try-on progress"
        sx={{ height: 8, borderRadius: 4, mb: 2 }}
      />
      <Stepper activeStep={active} alternativeLabel>
        {stages.map((stage) => (
          <Step key={stage.key}>
            <StepLabel>{stage.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
