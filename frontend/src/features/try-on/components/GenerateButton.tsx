import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';

export type GenerationPhase = 'idle' | 'uploading' | 'generating';

export function generateButtonLabel(phase: GenerationPhase, guidelinesCompleted: boolean): string {
  if (phase === 'uploading') return 'Uploading...';
  if (phase === 'generating') return 'Generating...';
  return guidelinesCompleted ? 'GENERATE' : 'Read Guidelines to Continue';
}

export function GenerateButton({
  phase,
  guidelinesCompleted,
  onClick,
}: {
  phase: GenerationPhase;
  guidelinesCompleted: boolean;
  onClick: () => void;
}) {
  const busy = phase !== 'idle';
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AutoAwesomeIcon />}
      sx={{ py: 1.5, fontSize: '1rem', letterSpacing: guidelinesCompleted && !busy ? 1 : 0 }}
    >
      {generateButtonLabel(phase, guidelinesCompleted)}
    </Button>
  );
}
