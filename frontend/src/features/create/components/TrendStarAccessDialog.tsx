import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import StarIcon from '@mui/icons-material/Star';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';

const benefits = [
  'Create and sell custom virtual try-on products',
  'Get featured on the TrendStars page',
  'Get more followers to increase sales',
];

export function TrendStarAccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StarIcon sx={{ color: 'warning.main' }} aria-hidden />
        TrendStar Access Required
      </DialogTitle>
      <DialogContent>
        <List dense disablePadding aria-label="TrendStar benefits">
          {benefits.map((benefit) => (
            <ListItem key={benefit} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CheckCircleOutlineIcon color="success" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={benefit} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" sx={{ whiteSpace: 'nowrap' }}>
          Maybe Later
        </Button>
        <Button variant="contained" onClick={() => navigate(paths.applyTrendStar())} sx={{ whiteSpace: 'nowrap' }}>
          Apply as TrendStar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
