import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/Public';
import { Link as RouterLink } from 'react-router-dom';
import { layout } from '../../../app/theme/primitives';
import { paths } from '../../../lib/paths';

export interface CommunityTryOn {
  id: string;
  tryOnPath: string;
  thumbnailPath?: string | null;
  user: { username: string; displayName?: string | null };
}

/** Who is looking decides the buttons and texts (part 2 §2 and §6). */
export type TryOnViewer = 'signed-out' | 'owner' | 'tried' | 'can-try';

export interface CommunityTryOnsProps {
  productId: string;
  tryOns: CommunityTryOn[] | undefined;
  count: number;
  isLoading: boolean;
  viewer: TryOnViewer;
  onOpen: (tryOn: CommunityTryOn) => void;
}

const placeholderCount = 6;
/** Two stacked buttons and their padding: what the phone's try bar covers above the navigation. */
const tryBarHeight = 112;

function TryButtons({ productId, first }: { productId: string; first: boolean }) {
  const to = (mode: 'private' | 'public') => paths.createTryOn({ product: productId, mode });
  // On a phone the product's pictures and tabs fill the first screen, so the way to try it waits in a bar just above
  // the navigation; the empty box keeps the list's last row from hiding behind that bar.
  return (
    <>
      <Box aria-hidden sx={{ display: { xs: 'block', [layout.dockFrom]: 'none' }, height: tryBarHeight }} />
      <Box
        sx={{
          position: { xs: 'fixed', [layout.dockFrom]: 'static' },
          zIndex: (theme) => theme.zIndex.appBar,
          left: 0,
          right: 0,
          bottom: layout.bottomNavigationHeight,
          px: { xs: 2, [layout.dockFrom]: 0 },
          py: { xs: 1, [layout.dockFrom]: 0 },
          bgcolor: 'background.default',
          borderTop: { xs: 1, [layout.dockFrom]: 0 },
          borderColor: 'divider',
        }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.75, sm: 1 }}
          sx={{ maxWidth: layout.contentMaxWidth, mx: 'auto' }}
        >
          <Button
            component={RouterLink}
            to={to('private')}
            variant="outlined"
            fullWidth
            startIcon={<LockOutlinedIcon />}
          >
            {first ? 'Be First (Private)' : 'Try This as Private'}
          </Button>
          <Button component={RouterLink} to={to('public')} variant="contained" fullWidth startIcon={<PublicIcon />}>
            {first ? 'Be First (Public)' : 'Try This as Public'}
          </Button>
        </Stack>
      </Box>
    </>
  );
}

function ViewerNote({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

/** The Try-Ons tab: the community's public try-ons of the product and the viewer's way to try it. */
export function CommunityTryOns({ productId, tryOns, count, isLoading, viewer, onOpen }: CommunityTryOnsProps) {
  const empty = !isLoading && (!tryOns || tryOns.length === 0);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Community Try-Ons
        </Typography>
        {!isLoading && (
          <Typography variant="caption" color="text.secondary">
            {count} {count === 1 ? 'try-on' : 'try-ons'}
          </Typography>
        )}
      </Stack>
      {empty ? (
        <Stack spacing={1.5} sx={{ py: 2, textAlign: 'center' }}>
          <Typography color="text.secondary">No user try-ons yet</Typography>
          {viewer === 'owner' && <ViewerNote text="This is your product. Wait for users to try it on!" />}
          {viewer === 'signed-out' && <ViewerNote text="Log in to try on this product!" />}
          {viewer === 'tried' && <ViewerNote text="You've already tried this product on." />}
          {viewer === 'can-try' && <TryButtons productId={productId} first />}
        </Stack>
      ) : (
        <>
          <Box
            component="ul"
            aria-busy={isLoading}
            aria-label="Community try-ons"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}
          >
            {isLoading
              ? Array.from({ length: placeholderCount }, (_, index) => (
                  <li key={index}>
                    <Skeleton
                      variant="rectangular"
                      data-testid="grid-placeholder"
                      sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 4' }}
                    />
                  </li>
                ))
              : tryOns?.map((tryOn) => (
                  <li key={tryOn.id}>
                    <ButtonBase
                      onClick={() => onOpen(tryOn)}
                      aria-label={`Try-on by ${tryOn.user.displayName || tryOn.user.username}`}
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
                        src={tryOn.thumbnailPath || tryOn.tryOnPath}
                        alt=""
                        loading="lazy"
                        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                      />
                    </ButtonBase>
                  </li>
                ))}
          </Box>
          {!isLoading && viewer === 'can-try' && <TryButtons productId={productId} first={false} />}
          {!isLoading && viewer === 'tried' && <ViewerNote text="You've already tried this product on." />}
          {!isLoading && viewer === 'signed-out' && <ViewerNote text="Log in to try on this product!" />}
        </>
      )}
    </Stack>
  );
}
