import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import VerifiedIcon from '@mui/icons-material/Verified';

/** The verified mark beside a name in cards and lists. */
export function VerifiedBadge({ size = 16 }: { size?: number }) {
  return (
    <Tooltip title="Verified">
      <Box component="span" role="img" aria-label="Verified" sx={{ display: 'inline-flex', color: 'warning.main' }}>
        <VerifiedIcon sx={{ fontSize: size }} />
      </Box>
    </Tooltip>
  );
}
