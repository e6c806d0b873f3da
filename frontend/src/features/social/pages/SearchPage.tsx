import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { UserRow, UserRowSkeleton } from '../components/UserRow';
import { useSearchUsersQuery } from '../followsApi';

function Message({ children, error }: { children: string; error?: boolean }) {
  return (
    <Typography
      color={error ? 'error' : 'text.secondary'}
      role={error ? 'alert' : undefined}
      sx={{ textAlign: 'center', py: 6 }}
    >
      {children}
    </Typography>
  );
}

/** Part 1 §2: people by username or display name; the server leaves the signed-in user out. */
export default function SearchPage() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim());
  const { currentData: data, isFetching, isError } = useSearchUsersQuery({ q: query }, { skip: !query });

  let results;
  if (!query) results = <Message>Find people by their name or username</Message>;
  else if (isError) results = <Message error>Search failed. Please try again.</Message>;
  else if (!data)
    results = (
      <List aria-busy="true" aria-label="Searching">
        {Array.from({ length: 4 }, (_, index) => (
          <UserRowSkeleton key={index} />
        ))}
      </List>
    );
  else if (data.users.length === 0) results = <Message>No users found</Message>;
  else
    results = (
      <List aria-label="Search results" aria-busy={isFetching}>
        {data.users.map((user) => (
          <UserRow key={user.id} user={user} />
        ))}
      </List>
    );

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
        Search
      </Typography>
      <TextField
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search people..."
        fullWidth
        autoFocus
        size="small"
        slotProps={{
          htmlInput: { 'aria-label': 'Search people' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {results}
    </>
  );
}
