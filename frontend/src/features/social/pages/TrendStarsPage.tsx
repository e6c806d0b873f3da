import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { layout } from '../../../app/theme/primitives';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { TrendStarsResults } from '../components/TrendStarsResults';

export default function TrendStarsPage() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
        TrendStars
      </Typography>
      <Box
        sx={{
          position: 'sticky',
          top: layout.headerHeight,
          zIndex: 2,
          bgcolor: 'background.default',
          py: 1,
          mb: 1,
        }}
      >
        <TextField
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search TrendStars..."
          fullWidth
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': 'Search TrendStars' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {/* A new search starts again from the first page. */}
      <TrendStarsResults key={search} search={search} />
    </>
  );
}
