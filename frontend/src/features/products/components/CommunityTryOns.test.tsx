import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/AppProviders';
import { makeStore } from '../../../app/store';
import { CommunityTryOns, type CommunityTryOnsProps, type TryOnViewer } from './CommunityTryOns';

const productId = '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const tryOn = {
  id: 'pt-1',
  tryOnPath: '/uploads/ravi/try-on/1_a.png',
  user: { username: 'ravi', displayName: 'Ravi' },
};

function show(props: Partial<CommunityTryOnsProps> & { viewer: TryOnViewer }) {
  render(
    <AppProviders store={makeStore()}>
      <MemoryRouter>
        <CommunityTryOns productId={productId} tryOns={[]} count={0} isLoading={false} onOpen={jest.fn()} {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Community Try-Ons', () => {
  it('shows 6 placeholders while loading', () => {
    show({ viewer: 'can-try', isLoading: true, tryOns: undefined });
    expect(screen.getAllByTestId('grid-placeholder')).toHaveLength(6);
    expect(screen.queryByText('No user try-ons yet')).not.toBeInTheDocument();
  });

  it('offers Be First to a signed-in visitor when nobody tried it on', () => {
    show({ viewer: 'can-try' });
    expect(screen.getByText('No user try-ons yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Be First (Private)' })).toHaveAttribute(
      'href',
      `/create-try-on?product=${productId}&mode=private`,
    );
    expect(screen.getByRole('link', { name: 'Be First (Public)' })).toHaveAttribute(
      'href',
      `/create-try-on?product=${productId}&mode=public`,
    );
  });

  it('tells the owner and a signed-out visitor why there is no button', () => {
    show({ viewer: 'owner' });
    expect(screen.getByText('This is your product. Wait for users to try it on!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Be First/ })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', () => {
    show({ viewer: 'signed-out', tryOns: [tryOn], count: 1 });
    expect(screen.getByText('Log in to try on this product!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Try This/ })).not.toBeInTheDocument();
  });

  it('lists the try-ons with their count and the two ways to try it', () => {
    show({ viewer: 'can-try', tryOns: [tryOn, { ...tryOn, id: 'pt-2' }], count: 2 });
    expect(screen.getByText('2 try-ons')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try-on by Ravi' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Try This as Private' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try This as Public' })).toBeInTheDocument();
  });

  it('says so when the viewer already tried it on', () => {
    show({ viewer: 'tried', tryOns: [tryOn], count: 1 });
    expect(screen.getByText('1 try-on')).toBeInTheDocument();
    expect(screen.getByText("You've already tried this product on.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Try This/ })).not.toBeInTheDocument();
  });
});
