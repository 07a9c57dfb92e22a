import { ConfigError } from '../config/app-config';
import { DataDirInUseError } from '../database/data-dir-lock';

/** A script called the wrong way: its message says how to call it. */
export class UsageError extends Error {}

/** A script's entry: prints what `main` returns, or the message of an error the operator can act on, and exits 1 on failure. */
export function runScript(main: () => Promise<string>): void {
  main().then(
    (lines) => console.log(lines),
    (error: unknown) => {
      const expected = error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirInUseError;
      console.error(expected ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
