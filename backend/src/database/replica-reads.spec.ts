import { AskedAfter, lastRecordEnd, lsnValue } from './replica-reads';

const PAGE = 8192n;
const SEGMENT = 16n * 1024n * 1024n;

describe('positions in the write-ahead log (ADR 075)', () => {
  it('compares them as numbers, not as text', () => {
    expect(lsnValue('0/FFFFFFFF') < lsnValue('1/0')).toBe(true);
    expect(lsnValue('16/B374D848')).toBe(0x16b374d848n);
    expect(lsnValue('0/9') < lsnValue('0/10')).toBe(true);
    // A standby that has replayed nothing yet is behind any position.
    expect(lsnValue(null) < lsnValue('0/0')).toBe(true);
  });

  it("takes a position just past a page's header for the page's start, where the record before it ended", () => {
    // An idle primary after a WAL segment switch: 0/3000028 written, 0/3000000 replayed by its standby.
    expect(lastRecordEnd(lsnValue('0/3000028'), PAGE, SEGMENT)).toBe(lsnValue('0/3000000'));
    expect(lastRecordEnd(lsnValue('0/3002018'), PAGE, SEGMENT)).toBe(lsnValue('0/3002000'));
    // Anywhere else, a record may end there: the position stands.
    expect(lastRecordEnd(lsnValue('0/3000040'), PAGE, SEGMENT)).toBe(lsnValue('0/3000040'));
    expect(lastRecordEnd(lsnValue('0/3002028'), PAGE, SEGMENT)).toBe(lsnValue('0/3002028'));
    expect(lastRecordEnd(lsnValue('0/5746F10'), PAGE, SEGMENT)).toBe(lsnValue('0/5746F10'));
  });
});

describe('a position asked after each reader began, shared (ADR 075)', () => {
  /** A question answered when the test says, each one numbered in the order it was asked. */
  function questions() {
    const asked: { answer: (value: number) => void; fail: (error: Error) => void }[] = [];
    const ask = () =>
      new Promise<number>((resolve, reject) => {
        asked.push({ answer: resolve, fail: reject });
      });
    return { asked, shared: new AskedAfter(ask) };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('asks at once for the first reader, and once more for all who came while it was on its way', async () => {
    const { asked, shared } = questions();
    const first = shared.answer();
    expect(asked).toHaveLength(1);
    // These began after the first question was sent: its answer may predate what they must see.
    const waiting = [shared.answer(), shared.answer(), shared.answer()];
    expect(asked).toHaveLength(1);
    asked[0].answer(1);
    expect(await first).toBe(1);
    await settle();
    expect(asked).toHaveLength(2);
    // One who comes now waits for a third: the second was sent before it came.
    const later = shared.answer();
    asked[1].answer(2);
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
    await settle();
    expect(asked).toHaveLength(3);
    asked[2].answer(3);
    expect(await later).toBe(3);
    // Nothing on its way: the next reader asks at once.
    await settle();
    const alone = shared.answer();
    expect(asked).toHaveLength(4);
    asked[3].answer(4);
    expect(await alone).toBe(4);
  });

  it("gives a failure to those who shared that question only; the next ones ask again", async () => {
    const { asked, shared } = questions();
    const first = shared.answer();
    const second = shared.answer();
    asked[0].fail(new Error('primary gone'));
    await expect(first).rejects.toThrow('primary gone');
    await settle();
    asked[1].answer(7);
    expect(await second).toBe(7);
  });
});
