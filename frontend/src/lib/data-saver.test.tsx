import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataSaverToggle } from '../storefront/layout/data-saver-toggle';
import { ProductImage } from '../components/product-image';
import { DATA_SAVER_KEY, isDataSaverOn } from './data-saver';

const KEY = '0123456789abcdef0123456789abcdef';

function browserAsksToSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: saveData === undefined ? undefined : { saveData } });
}

describe('data saver', () => {
  beforeEach(() => {
    localStorage.clear();
    browserAsksToSaveData(undefined);
  });

  it("follows the browser's Save-Data wish until the shopper chooses in the footer, and remembers that choice", async () => {
    expect(isDataSaverOn()).toBe(false);
    browserAsksToSaveData(true);
    expect(isDataSaverOn()).toBe(true);

    render(<DataSaverToggle />);
    const toggle = screen.getByRole('switch', { name: 'Data saver' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('Smaller photos, loaded as you scroll');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
    expect(isDataSaverOn()).toBe(false);

    browserAsksToSaveData(false);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
    expect(isDataSaverOn()).toBe(true);
  });

  it("gives a list's photos only their smallest file, loaded when scrolled near, even in the first row", () => {
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    const { container } = render(<ProductImage path={`/media/${KEY}.YJqGPQw7sFlslqhFafSE-600.jpg`} alt="Kente stole" sizes="48vw" eager inList />);
    expect([...container.querySelectorAll('picture > source')].map((source) => source.getAttribute('srcset'))).toEqual([`/media/${KEY}-300.avif 300w`, `/media/${KEY}-300.webp 300w`]);
    const photo = screen.getByRole('img', { name: 'Kente stole' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).not.toHaveAttribute('fetchpriority');
  });

  it('leaves photos as they are when off, and photos outside lists (the product page) either way', () => {
    const path = `/media/${KEY}.YJqGPQw7sFlslqhFafSE-600.jpg`;
    const srcSets = (container: HTMLElement) => [...container.querySelectorAll('picture > source')].map((source) => source.getAttribute('srcset'));
    const inList = render(<ProductImage path={path} alt="In a list" sizes="48vw" eager inList />);
    expect(screen.getByRole('img', { name: 'In a list' })).toHaveAttribute('loading', 'eager');
    expect(srcSets(inList.container)).toEqual([expect.stringContaining('600w'), expect.stringContaining('600w')]);
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    const main = render(<ProductImage path={path} alt="Main photo" sizes="100vw" eager />);
    expect(srcSets(main.container)).toEqual([expect.stringContaining('600w'), expect.stringContaining('600w')]);
    expect(screen.getByRole('img', { name: 'Main photo' })).toHaveAttribute('loading', 'eager');
  });
});
