import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { createTestApp, TestApp } from '../test-support/test-app';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every `emit(...)` / `emitAsync(...)` in the shop's code, with the event class it names. */
function publishedEvents(): { className: string; file: string }[] {
  return sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/\.emit(?:Async)?\(\s*([^,)]*)/g)].map((match) => {
      const named = /^([A-Z]\w*)\.eventName$/.exec(match[1].trim());
      // A name this scan cannot read would slip past it: every event goes out as <Class>.eventName.
      if (!named) throw new Error(`${relative(SRC, file)} emits '${match[1].trim()}': emit events as <EventClass>.eventName`);
      return { className: named[1], file: relative(SRC, file) };
    });
  });
}

/** The event classes (`modules/<module>/events/*.event.ts`), by class name. */
function eventClasses(): Map<string, { eventName: string }> {
  const classes = new Map<string, { eventName: string }>();
  for (const module of readdirSync(join(SRC, 'modules'))) {
    const dir = join(SRC, 'modules', module, 'events');
    let files: string[];
    try {
      files = readdirSync(dir).filter((name) => name.endsWith('.event.ts'));
    } catch {
      continue;
    }
    for (const file of files) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      for (const [name, value] of Object.entries(require(join(dir, file)) as Record<string, unknown>)) {
        if (typeof value === 'function' && typeof (value as { eventName?: unknown }).eventName === 'string') classes.set(name, value as unknown as { eventName: string });
      }
    }
  }
  return classes;
}

describe('domain events', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('every event class the shop publishes is heard by at least one listener of the booted app', () => {
    const classes = eventClasses();
    const published = publishedEvents();
    expect(published.length).toBeGreaterThan(10);
    const emitter = shop.app.get(EventEmitter2);
    const unheard = published
      .filter(({ className }) => {
        const eventClass = classes.get(className);
        if (!eventClass) throw new Error(`${className} is emitted but is not an event class under modules/*/events/`);
        return emitter.listeners(eventClass.eventName).length === 0;
      })
      .map(({ className, file }) => `${className} (emitted in ${file})`);
    expect(unheard).toEqual([]);
  });

  it('every event class is published somewhere (an event nobody emits is dead code)', () => {
    const published = new Set(publishedEvents().map(({ className }) => className));
    expect([...eventClasses().keys()].filter((name) => !published.has(name))).toEqual([]);
  });
});
