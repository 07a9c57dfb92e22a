import { SchedulerRegistry } from '@nestjs/schedule';

/**
 * `M * * * *` with M picked once per process (a decorator's arguments are read when its class
 * loads): hourly, and instances started together run at different minutes. A process restarted
 * more often than hourly still runs the job whenever its minute comes before the next restart.
 */
export function hourlyAtARandomMinute(): string {
  return `${Math.floor(Math.random() * 60)} * * * *`;
}

/**
 * For a job whose period or very presence the config decides, which a decorator cannot read.
 * Registered by name, so the scheduler clears it at shutdown and a spec can see whether it runs;
 * the timer never keeps the process alive on its own.
 */
export function addIntervalJob(registry: SchedulerRegistry, name: string, everyMs: number, run: () => void): void {
  registry.addInterval(name, setInterval(run, everyMs).unref());
}

/** Called before a job waits for its run in flight, so that no new run starts behind it; the scheduler may have cleared it already. */
export function stopIntervalJob(registry: SchedulerRegistry, name: string): void {
  if (registry.doesExist('interval', name)) registry.deleteInterval(name);
}
