import { SchedulerRegistry } from '@nestjs/schedule';
import { addIntervalJob, hourlyAtARandomMinute, stopIntervalJob } from './scheduled-jobs';

describe('scheduled jobs', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('an hourly job runs at a minute each process picks at random, anywhere in the hour', () => {
    const minuteFor = (random: number) => {
      jest.spyOn(Math, 'random').mockReturnValue(random);
      return hourlyAtARandomMinute();
    };
    expect(minuteFor(0)).toBe('0 * * * *');
    expect(minuteFor(0.5)).toBe('30 * * * *');
    expect(minuteFor(0.9999)).toBe('59 * * * *');
  });

  it('a job the config sets runs at its period under its name, never keeps the process alive, and stops once', async () => {
    jest.useFakeTimers();
    const registry = new SchedulerRegistry();
    let runs = 0;
    addIntervalJob(registry, 'count', 5_000, () => (runs += 1));
    expect(registry.getIntervals()).toEqual(['count']);
    expect((registry.getInterval('count') as NodeJS.Timeout).hasRef()).toBe(false);

    await jest.advanceTimersByTimeAsync(15_000);
    expect(runs).toBe(3);
    stopIntervalJob(registry, 'count');
    // The scheduler clearing it too, at shutdown, is no error.
    stopIntervalJob(registry, 'count');
    await jest.advanceTimersByTimeAsync(15_000);
    expect(runs).toBe(3);
    expect(registry.getIntervals()).toEqual([]);
  });
});
