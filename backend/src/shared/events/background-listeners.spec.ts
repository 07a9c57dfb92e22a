import { Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { EventEmitter2, EventEmitterModule } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { BackgroundListenersAtShutdown, backgroundListenersSettled, OnEventInBackground } from './background-listeners';

/** A gate the spec opens: the listener's work ends only then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const log: string[] = [];
let held = gate();

@Injectable()
class LedgerListener {
  @OnEventInBackground('order.delivered')
  async handle(orderNumber: string): Promise<void> {
    log.push(`started ${orderNumber}`);
    await held.opened;
    log.push(`ended ${orderNumber}`);
  }
}

/** Stands for the database, which Nest closes in onApplicationShutdown. */
@Injectable()
class Database implements OnApplicationShutdown {
  onApplicationShutdown(): void {
    log.push('database closed');
  }
}

@Module({ imports: [EventEmitterModule.forRoot()], providers: [LedgerListener, Database, BackgroundListenersAtShutdown] })
class ShopModule {}

describe('listeners that run in the background', () => {
  beforeEach(() => {
    log.length = 0;
    held = gate();
  });

  const started = async () => {
    const module = await Test.createTestingModule({ imports: [ShopModule] }).compile();
    const app = module.createNestApplication();
    await app.init();
    return { app, events: app.get(EventEmitter2) };
  };

  it('run after the emitter has gone on, and are counted until they end', async () => {
    const { app, events } = await started();
    events.emit('order.delivered', 'KC-1');
    expect(log).toEqual([]);

    let settled = false;
    const settling = backgroundListenersSettled().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['started KC-1']);
    expect(settled).toBe(false);

    held.open();
    await settling;
    expect(log).toEqual(['started KC-1', 'ended KC-1']);
    await app.close();
  });

  it('are still awaited by emitAsync', async () => {
    const { app, events } = await started();
    const emitted = events.emitAsync('order.delivered', 'KC-2');
    await new Promise((resolve) => setImmediate(resolve));
    held.open();
    await emitted;
    expect(log).toEqual(['started KC-2', 'ended KC-2']);
    await app.close();
  });

  it('finish before the database closes at shutdown', async () => {
    const { app, events } = await started();
    events.emit('order.delivered', 'KC-3');
    const closing = app.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['started KC-3']);
    held.open();
    await closing;
    expect(log).toEqual(['started KC-3', 'ended KC-3', 'database closed']);
  });
});
