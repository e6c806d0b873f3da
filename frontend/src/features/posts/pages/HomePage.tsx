import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyFeed } from '../components/EmptyFeed';
import { FeedList } from '../components/FeedList';
import { paths } from '../../../lib/paths';

/** Part 1 §2: the home feed, for guests too. */
export default function HomePage() {
  return (
    <FeedList
      empty={
        <EmptyFeed
          text="Follow some users or create your own try-on to start seeing posts in your feed!"
          action={
            <Button component={RouterLink} to={paths.createTryOn()} variant="contained">
              Create Your First Try-On
            </Button>
          }
        />
      }
    />
  );
}
