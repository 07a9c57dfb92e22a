import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/use-online';
import { CheckIcon } from '../icons/check';
import { ShoppingCartIcon } from '../../components/icons/shopping-cart';
import { Button } from './button';
import './add-to-cart-button.css';

type Phase = 'idle' | 'adding' | 'done' | 'queued';
const DONE_SHOWN_MS = 2000;

interface AddToCartButtonProps {
  stock: number;
  /** Adds one unit (SPEC §5: list cards always send quantity 1); rejects when it failed, resolves 'queued' when kept for later (ADR 021). */
  onAdd: () => Promise<unknown> | void;
  block?: boolean;
}

/**
 * SPEC §2: idle, 'Adding...', done; disabled and reading 'Out of Stock' at stock 0. The shop's plain
 * Button, a little narrower: a product list renders 24 of them (antd's Button, with its wave effect
 * and style hooks per instance, made that first render the page's longest task on a phone).
 */
export function AddToCartButton({ stock, onAdd, block = true }: AddToCartButtonProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const online = useOnline();

  // Kept for later: the label stays until the connection is back (the queue then sends it and toasts).
  useEffect(() => {
    if (phase === 'queued' && online) setPhase('idle');
  }, [phase, online]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), DONE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (stock <= 0) {
    return (
      <Button className="cart-button" block={block} disabled>
        Out of Stock
      </Button>
    );
  }

  const add = async () => {
    setPhase('adding');
    try {
      setPhase((await onAdd()) === 'queued' ? 'queued' : 'done');
    } catch {
      setPhase('idle'); // the caller reports the error (SPEC §8 toast 'Error')
    }
  };

  return (
    <Button variant="primary" className="cart-button" block={block} loading={phase === 'adding'} icon={phase === 'done' ? <CheckIcon /> : <ShoppingCartIcon />} onClick={add}>
      {phase === 'adding' ? 'Adding...' : phase === 'done' ? 'Added' : phase === 'queued' ? "Will be added when you're back online" : 'Add to Cart'}
    </Button>
  );
}
