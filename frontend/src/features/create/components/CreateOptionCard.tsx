import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CreateOptionCardProps {
  title: string;
  description: string;
  icon: ReactNode;
  badge?: string;
  /** Shown but not selectable (e.g. Coming Soon). */
  disabled?: boolean;
  /** Selectable, but looks muted: the action explains why it is not available. */
  dimmed?: boolean;
  onSelect?: () => void;
}

export function CreateOptionCard({
  title,
  description,
  icon,
  badge,
  disabled,
  dimmed,
  onSelect,
}: CreateOptionCardProps) {
  const muted = disabled || dimmed;
  return (
    <Card sx={{ opacity: muted ? 0.55 : 1, transition: 'opacity 150ms' }}>
      <CardActionArea onClick={onSelect} disabled={disabled} aria-disabled={disabled || undefined} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 52,
              height: 52,
              flexShrink: 0,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.selected',
              color: 'primary.light',
            }}
          >
            {icon}
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {title}
              </Typography>
              {badge && <Chip size="small" label={badge} color={dimmed ? 'warning' : 'default'} variant="outlined" />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
