import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EnlargeableImage } from '../../try-on/components/ImageLightbox';

export interface ProductDetailsTabProps {
  description: string | null | undefined;
  tags: string[];
  sizes: string[];
  colors: string[];
  /** The product gallery's image paths. */
  images: string[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Chips({ values, emptyText }: { values: string[]; emptyText: string }) {
  if (values.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      component="ul"
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {values.map((value) => (
        <li key={value}>
          <Chip label={value} variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}

/** Part 2 §2: description, hash tags, sizes, colours and the gallery, each with its empty text. */
export function ProductDetailsTab({ description, tags, sizes, colors, images }: ProductDetailsTabProps) {
  return (
    <Stack spacing={2.5}>
      <Section title="Description">
        <Typography
          variant="body2"
          color={description ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {description || 'No description available'}
        </Typography>
        {tags.length > 0 && (
          <Box
            component="ul"
            aria-label="Tags"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, mt: 1, p: 0 }}
          >
            {tags.map((tag) => (
              <Typography key={tag} component="li" variant="body2" color="primary.light">
                {tag.startsWith('#') ? tag : `#${tag}`}
              </Typography>
            ))}
          </Box>
        )}
      </Section>
      <Section title="Available Sizes">
        <Chips values={sizes} emptyText="No size information available" />
      </Section>
      <Section title="Available Colors">
        <Chips values={colors} emptyText="No color information available" />
      </Section>
      {images.length > 0 && (
        <Section title="Product Gallery">
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}
          >
            {images.map((image, index) => (
              <li key={image}>
                <EnlargeableImage src={image} alt={`Product image ${index + 1}`} />
              </li>
            ))}
          </Box>
        </Section>
      )}
    </Stack>
  );
}
