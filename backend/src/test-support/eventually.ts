/**
 * Reads until `accept` holds or the time is up, then answers the last reading: for what a
 * webhook sets off after its 200. The test's own expectation then says what was wrong; it never hangs.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
