import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BeforeAfterSlider } from './BeforeAfterSlider';

describe('before/after slider', () => {
  it('is a labelled slider that moves with the arrow, page, Home and End keys', async () => {
    const user = userEvent.setup();
    render(<BeforeAfterSlider beforeUrl="/before.png" afterUrl="/after.png" />);
    const slider = screen.getByRole('slider', { name: 'Before and after comparison' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('img', { name: 'Original photo' })).toHaveAttribute('src', '/before.png');
    expect(screen.getByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', '/after.png');

    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '60');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '55');
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(slider).toHaveAttribute('aria-valuetext', '100% original photo');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });
});
