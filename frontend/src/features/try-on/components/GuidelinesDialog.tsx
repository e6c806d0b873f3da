import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MobileStepper from '@mui/material/MobileStepper';
import CheckIcon from '@mui/icons-material/Check';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useId, useState } from 'react';

interface GuidelinesStep {
  title: string;
  button: string;
  intro?: string;
  rules: string[];
}

const steps: GuidelinesStep[] = [
  {
    title: 'Welcome to Virtual Try-On',
    button: "Let's Begin",
    intro: 'Upload a photo of yourself and a garment, and see how it looks on you. Each try-on costs 1 credit.',
    rules: [
      'A try-on is private by default. It becomes public only if you create a Post or choose Try this as Public.',
      'You can delete a try-on at any time from your profile.',
    ],
  },
  {
    title: 'My Image Guidelines',
    button: 'Next',
    rules: [
      'Clear standing pose, front-facing, full or half body',
      'Good lighting and a plain background',
      'No group photos and no accessories',
      'Your dress type matches the garment type',
      'Portrait orientation',
    ],
  },
  {
    title: 'Garment Image Guidelines',
    button: 'Start Creating',
    rules: [
      'A model photo is fine if simple, standing, front-facing on a plain background',
      'Good quality with clear detail',
      'No accessories',
      'The whole garment in one frame',
    ],
  },
];

interface GuidelinesDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called when the last step's Start Creating is pressed. */
  onComplete: () => void;
}

/** Welcome → My Image → Garment Image; the page remembers completion. */
export function GuidelinesDialog({ open, onClose, onComplete }: GuidelinesDialogProps) {
  const [stepIndex, setStepIndex] = useState(0);
  const titleId = useId();
  const step = steps[stepIndex];
  const last = stepIndex === steps.length - 1;

  const advance = () => {
    if (!last) {
      setStepIndex(stepIndex + 1);
      return;
    }
    onComplete();
    setStepIndex(0);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{step.title}</DialogTitle>
      <DialogContent>
        {step.intro && <DialogContentText sx={{ mb: 1 }}>{step.intro}</DialogContentText>}
        <List dense disablePadding>
          {step.rules.map((rule) => (
            <ListItem key={rule} disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                {stepIndex === 0 ? (
                  <LockOutlinedIcon fontSize="small" color="primary" aria-hidden />
                ) : (
                  <CheckIcon fontSize="small" color="success" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText primary={rule} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <MobileStepper
        variant="dots"
        steps={steps.length}
        position="static"
        activeStep={stepIndex}
        aria-label={`Step ${stepIndex + 1} of ${steps.length}`}
        backButton={
          <Button size="small" color="inherit" disabled={stepIndex === 0} onClick={() => setStepIndex(stepIndex - 1)}>
            Back
          </Button>
        }
        nextButton={<span />}
        sx={{ bgcolor: 'transparent', px: 3 }}
      />
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" fullWidth onClick={advance}>
          {step.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
