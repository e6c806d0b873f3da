import VerifiedIcon from '@mui/icons-material/Verified';

/** The verified mark beside a name in cards and lists (an SVG title, no tooltip code on the first load). */
export function VerifiedBadge({ size = 16 }: { size?: number }) {
  return <VerifiedIcon titleAccess="Verified" sx={{ fontSize: size, color: 'warning.main', flexShrink: 0 }} />;
}
