import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { ImageGrid } from '../../../components/common/ImageGrid';
import { ProductsGrid } from '../../products/components/ProductsGrid';
import { useGetUserTryOnPostsQuery, useGetUserTryOnsQuery } from '../../try-on/tryOnApi';
import { paths } from '../../../lib/paths';

type ProfileTab = 'try-ons' | 'posts' | 'products';

function TryOnsGrid({ username }: { username: string }) {
  const { data, isLoading } = useGetUserTryOnsQuery({ username });
  const items = data?.tryOns.map((tryOn) => ({
    key: tryOn.id,
    imageUrl: tryOn.thumbnailPath || tryOn.path,
    to: paths.viewTryOn(username, tryOn.id),
    label: `Try-on from ${new Date(tryOn.createdAt).toLocaleDateString()}`,
  }));
  return <ImageGrid items={items} loading={isLoading} emptyText="No try-ons yet" />;
}

export function PostsGrid({ username }: { username: string }) {
  const { data, isLoading } = useGetUserTryOnPostsQuery({ username });
  const items = data?.posts.map((post) => ({
    key: post.id,
    imageUrl: post.thumbnailPath || post.tryOnImage,
    to: paths.viewPostTryOn(username, post.id),
    label: `Post from ${new Date(post.createdAt).toLocaleDateString()}`,
  }));
  return <ImageGrid items={items} loading={isLoading} emptyText="No posts yet" />;
}

/** Part 1 §2: Try-ons, Posts, and for a TrendStar their Products. */
export function ProfileTryOnTabs({ username, showProducts = false }: { username: string; showProducts?: boolean }) {
  const [tab, setTab] = useState<ProfileTab>('try-ons');
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: ProfileTab) => setTab(next)}
        variant="fullWidth"
        aria-label="Profile content"
      >
        <Tab value="try-ons" label="Try-ons" id="profile-tab-try-ons" aria-controls="profile-panel" />
        <Tab value="posts" label="Posts" id="profile-tab-posts" aria-controls="profile-panel" />
        {showProducts && (
          <Tab value="products" label="Products" id="profile-tab-products" aria-controls="profile-panel" />
        )}
      </Tabs>
      <Box role="tabpanel" id="profile-panel" aria-labelledby={`profile-tab-${tab}`} sx={{ pt: 1.5 }}>
        {tab === 'try-ons' && <TryOnsGrid username={username} />}
        {tab === 'posts' && <PostsGrid username={username} />}
        {tab === 'products' && <ProductsGrid username={username} isOwner />}
      </Box>
    </Box>
  );
}
