import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface ImageGridItem {
  key: string;
  /** The small variant (256 px): grids never download originals. */
  imageUrl: string;
  to: string;
  label: string;
}

const placeholderCount = 6;

/** Part 1 §9: a 3-column grid, 6 placeholder tiles while loading, a text when empty. */
export function ImageGrid({
  items,
  loading,
  emptyText,
}: {
  items: ImageGridItem[] | undefined;
  loading: boolean;
  emptyText: string;
}) {
  if (!loading && (!items || items.length === 0))
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
        {emptyText}
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-busy={loading}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}
    >
      {loading
        ? Array.from({ length: placeholderCount }, (_, index) => (
            <Box component="li" key={index}>
              <Skeleton
                variant="rectangular"
                data-testid="grid-placeholder"
                sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 4' }}
              />
            </Box>
          ))
        : items?.map((item) => (
            <Box component="li" key={item.key}>
              <ButtonBase
                component={RouterLink}
                to={item.to}
                aria-label={item.label}
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '3 / 4',
                  overflow: 'hidden',
                  bgcolor: 'background.paper',
                }}
              >
                <Box
                  component="img"
                  src={item.imageUrl}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </ButtonBase>
            </Box>
          ))}
    </Box>
  );
}
