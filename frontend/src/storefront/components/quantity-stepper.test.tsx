import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_LINE_QUANTITY } from '@shop/rules';
import { QuantityStepper } from './quantity-stepper';

describe('a quantity stepper', () => {
  it('stops at the units in stock', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<QuantityStepper value={4} max={5} onChange={onChange} itemName="Fugu Smock" />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Fugu Smock' }));
    expect(onChange).toHaveBeenCalledWith(5);
    rerender(<QuantityStepper value={5} max={5} onChange={onChange} itemName="Fugu Smock" />);
    expect(screen.getByRole('button', { name: 'Increase quantity of Fugu Smock' })).toBeDisabled();
  });

  it(`stops at ${MAX_LINE_QUANTITY} units, the most one line holds, however many are in stock`, async () => {
    const onChange = jest.fn();
    render(<QuantityStepper value={MAX_LINE_QUANTITY} max={50_000} onChange={onChange} itemName="Wax Print Bolt" />);
    const increase = screen.getByRole('button', { name: 'Increase quantity of Wax Print Bolt' });
    expect(increase).toBeDisabled();
    await userEvent.click(increase);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Wax Print Bolt' })).toBeEnabled();
  });
});
