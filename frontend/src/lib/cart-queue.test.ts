import { HttpError, NetworkError } from '../api/http';
import { flushCartQueue, queueAddition, queuedAdditions, type QueuedAddition } from './cart-queue';

const addition = (key: string): QueuedAddition => ({ key, productId: `product-${key}`, quantity: 1, description: `${key} has been added to your cart` });

describe('the offline cart queue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps additions on the device in the order they were made, each once by its key', () => {
    queueAddition(addition('first-addition'));
    queueAddition(addition('second-addition'));
    queueAddition(addition('first-addition'));
    expect(queuedAdditions().map(({ key }) => key)).toEqual(['second-addition', 'first-addition']);
  });

  it('sends them oldest first; a refusal is dropped and reported, no answer at all keeps the rest for later', async () => {
    for (const key of ['a-addition', 'b-addition', 'c-addition', 'd-addition']) queueAddition(addition(key));
    const soldOut = new HttpError(409, '{"message":"Kente stole is out of stock"}', 'Conflict');
    const send = jest
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(soldOut)
      .mockRejectedValueOnce(new NetworkError(new TypeError('Failed to fetch')));
    const report = await flushCartQueue(send);
    expect(send.mock.calls.map(([sent]) => sent.key)).toEqual(['a-addition', 'b-addition', 'c-addition']);
    expect(report.added.map(({ key }) => key)).toEqual(['a-addition']);
    expect(report.refused).toEqual([{ addition: expect.objectContaining({ key: 'b-addition' }), error: soldOut }]);
    expect(queuedAdditions().map(({ key }) => key)).toEqual(['c-addition', 'd-addition']);
  });

  it('runs one flush at a time: a second call while one runs sends nothing twice', async () => {
    queueAddition(addition('only-addition'));
    let release!: () => void;
    const send = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const first = flushCartQueue(send);
    const second = flushCartQueue(send);
    release();
    expect(await second).toBe(await first);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queuedAdditions()).toEqual([]);
    // Nothing left: a later flush sends nothing.
    await flushCartQueue(send);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
