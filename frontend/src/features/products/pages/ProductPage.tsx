import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { BackHeading } from '../../../components/common/BackHeading';
import { displayedPrice } from '../../../lib/formatRupees';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { EngagementActions } from '../../engagement/components/EngagementActions';
import { ShareButton } from '../../engagement/components/ShareButton';
import { errorToast } from '../../toast/toastSlice';
import { ProductDetailsTab } from '../components/ProductDetailsTab';
import { ProductSummary } from '../components/ProductSummary';
import { ProductTryOnsTab } from '../components/ProductTryOnsTab';
import { isProductId } from '../productIds';
import { useLikeToggle } from '../../engagement/useLikeToggle';
import { useGetProductQuery, type ProductDto } from '../productsApi';
import { paths } from '../../../lib/paths';

const TargetComments = lazy(() => import('../../engagement/components/TargetComments'));
const TargetLikedBy = lazy(() => import('../../engagement/components/TargetLikedBy'));

type ProductTab = 'try-ons' | 'details' | 'comments';

function ProductSkeleton() {
  return (
    <Stack spacing={2} aria-label="Loading product">
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={56} />
      <Stack direction="row" spacing={1}>
        <Skeleton variant="rounded" sx={{ flex: 1, height: 'auto', aspectRatio: '3 / 4' }} />
        <Skeleton variant="rounded" sx={{ flex: 1, height: 'auto', aspectRatio: '3 / 4' }} />
      </Stack>
    </Stack>
  );
}

function ProductNotFound() {
  return (
    <Stack spacing={2} sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h6" component="h2">
        Product not found
      </Typography>
      <Button component={RouterLink} to={paths.home()} variant="contained">
        Go back home
      </Button>
    </Stack>
  );
}

function BuyNow({ product }: { product: ProductDto }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const unavailable = !product.isActive || product.stock <= 0;
  const buy = () => {
    if (!product.tryOnId) {
      dispatch(errorToast('Error', 'Try-on information is missing'));
      return;
    }
    navigate(paths.orderInfo(product.id, product.tryOnId));
  };
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<ShoppingBagOutlinedIcon />}
      disabled={unavailable}
      onClick={buy}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {!product.isActive ? 'Unavailable' : product.stock <= 0 ? 'Out of Stock' : 'Buy Now'}
    </Button>
  );
}

function ProductDetail({ product }: { product: ProductDto }) {
  const { user } = useCurrentUser();
  const toggleLike = useLikeToggle();
  const [tab, setTab] = useState<ProductTab>('try-ons');
  const isOwner = user?.id === product.userId;
  const price = displayedPrice(product.actualPrice, product.discountPrice);

  return (
    <Stack spacing={2}>
      <ProductSummary product={product} />
      <EngagementActions
        isLiked={product.isLiked}
        likes={product.likes}
        commentsCount={product.commentsCount}
        onToggleLike={() => toggleLike('product', product.id)}
        renderLikedBy={(onClose) => <TargetLikedBy target="product" targetId={product.id} onClose={onClose} />}
        commentsOpen={tab === 'comments'}
        onCommentsClick={() => setTab('comments')}
        share={
          <ShareButton
            path={paths.product(product.id)}
            title="TVT"
            text={`Check out this product: ${product.title} - ${price.current}`}
            image={{
              garmentImage: product.garmentImage,
              tryOnImage: product.tryOnImage,
              title: product.title,
              price: { current: price.current, original: price.original },
              username: product.user.username,
            }}
            fileName={`tvt-${product.id}.png`}
          />
        }
        action={
          isOwner ? (
            <Button
              component={RouterLink}
              to={paths.editProduct(product.id)}
              variant="outlined"
              size="small"
              startIcon={<EditOutlinedIcon />}
            >
              Edit
            </Button>
          ) : (
            <BuyNow product={product} />
          )
        }
      />
      <Box>
        <Tabs
          value={tab}
          onChange={(_event, next: ProductTab) => setTab(next)}
          variant="fullWidth"
          aria-label="Product sections"
        >
          <Tab value="try-ons" label="Try-Ons" id="product-tab-try-ons" aria-controls="product-panel" />
          <Tab value="details" label="Product Details" id="product-tab-details" aria-controls="product-panel" />
          <Tab value="comments" label="Comments" id="product-tab-comments" aria-controls="product-panel" />
        </Tabs>
        <Box role="tabpanel" id="product-panel" aria-labelledby={`product-tab-${tab}`} sx={{ pt: 2 }}>
          {tab === 'try-ons' && <ProductTryOnsTab productId={product.id} signedIn={Boolean(user)} isOwner={isOwner} />}
          {tab === 'details' && (
            <ProductDetailsTab
              description={product.description}
              tags={product.tags}
              sizes={product.sizes}
              colors={product.colors}
              images={product.images ?? []}
            />
          )}
          {tab === 'comments' && (
            <Suspense fallback={<CircularProgress size={24} sx={{ display: 'block', mx: 'auto' }} />}>
              <TargetComments target="product" targetId={product.id} />
            </Suspense>
          )}
        </Box>
      </Box>
    </Stack>
  );
}

/** Part 2 §2: /product/{id}, open to everyone. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const valid = isProductId(id);
  const { data, isLoading, isError } = useGetProductQuery({ id, include: 'user' }, { skip: !valid });

  useEffect(() => {
    if (isError) dispatch(errorToast('Error', 'Failed to load product details'));
  }, [isError, dispatch]);

  return (
    <>
      <BackHeading to={paths.home()} title="Product" />
      {!valid ? (
        <ProductNotFound />
      ) : isLoading ? (
        <ProductSkeleton />
      ) : data ? (
        <ProductDetail product={data.product} />
      ) : (
        <ProductNotFound />
      )}
    </>
  );
}
