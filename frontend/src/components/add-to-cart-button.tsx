import { CheckOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';

type Phase = 'idle' | 'adding' | 'done';
const DONE_SHOWN_MS = 2000;

interface AddToCartButtonProps {
  stock: number;
  /** Adds one unit (SPEC §5: list cards always send quantity 1); rejects when it failed. */
  onAdd: () => Promise<unknown> | void;
  block?: boolean;
}

/** SPEC §2: idle, 'Adding...', done; disabled and reading 'Out of Stock' at stock 0. */
export function AddToCartButton({ stock, onAdd, block = true }: AddToCartButtonProps) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), DONE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (stock <= 0) {
    return (
      <Button block={block} disabled>
        Out of Stock
      </Button>
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

  return (
    <Button
      block={block}
      type="primary"
      loading={phase === 'adding'}
      icon={phase === 'done' ? <CheckOutlined aria-hidden="true" /> : <ShoppingCartOutlined aria-hidden="true" />}
      onClick={add}
    >
      {phase === 'adding' ? 'Adding...' : phase === 'done' ? 'Added' : 'Add to Cart'}
    </Button>
  );
}
