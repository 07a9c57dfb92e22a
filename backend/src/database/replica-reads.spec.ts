import { lastRecordEnd, lsnValue } from './replica-reads';

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
