import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type Navigate } from '../lib/router';
import { ScrollToTop } from './site-layout';

let navigate: Navigate;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('ScrollToTop', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as typeof window.scrollTo;
  });

  it('leaves the page the app starts on where the shopper has scrolled it, and opens every new page at the top', async () => {
    render(
      <MemoryRouter initialEntries={['/products']}>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => navigate('/shipping'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(async () => navigate('?from=footer'));
    await act(async () => navigate('/support#faq'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(async () => navigate('/products'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
