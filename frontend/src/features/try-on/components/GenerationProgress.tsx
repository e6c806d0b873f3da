import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

export interface ProgressStatus {
  status?: string;
  stage?: string | null;
  queuePosition?: number | null;
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
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h6" component="p" sx={{ textAlign: 'center', mb: 0.5 }}>
        Processing your image. This may take 20-40 seconds...
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
