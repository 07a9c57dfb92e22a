import { CheckOutlined, LoadingOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import './add-to-cart-button.css';

type Phase = 'idle' | 'adding' | 'done';
const DONE_SHOWN_MS = 2000;

interface AddToCartButtonProps {
  stock: number;
  /** Adds one unit (SPEC §5: list cards always send quantity 1); rejects when it failed. */
  onAdd: () => Promise<unknown> | void;
  block?: boolean;
}

/**
 * SPEC §2: idle, 'Adding...', done; disabled and reading 'Out of Stock' at stock 0. A plain button
 * styled like the theme's primary one: a product list renders 24 of them, and antd's Button (wave
 * effect, style hooks per instance) made that first render the page's longest task on a phone.
 */
export function AddToCartButton({ stock, onAdd, block = true }: AddToCartButtonProps) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), DONE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const className = ['cart-button', block ? 'cart-button--block' : ''].filter(Boolean).join(' ');
  if (stock <= 0) {
    return (
      <button type="button" className={className} disabled>
        Out of Stock
      </button>
    );
  }

  const add = async () => {
    setPhase('adding');
    try {
      await onAdd();
      setPhase('done');
    } catch {
      setPhase('idle'); // the caller reports the error (SPEC §8 toast 'Error')
    }
  };

  const icon = phase === 'adding' ? <LoadingOutlined spin /> : phase === 'done' ? <CheckOutlined /> : <ShoppingCartOutlined />;
  return (
    <button type="button" className={`${className} cart-button--primary`} aria-busy={phase === 'adding'} onClick={phase === 'adding' ? undefined : add}>
      <span className="cart-button__icon" aria-hidden="true">
        {icon}
      </span>
      {phase === 'adding' ? 'Adding...' : phase === 'done' ? 'Added' : 'Add to Cart'}
    </button>
  );
}
