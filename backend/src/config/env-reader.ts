/** A setting the shop refuses to start with; the message names the variable. */
export class ConfigError extends Error {}

/** Reads settings from the environment: a variable that is missing or blank is not set (null), any other is trimmed. */
export function envReader(env: NodeJS.ProcessEnv) {
  const value = (name: string): string | null => (env[name] === undefined || env[name]!.trim() === '' ? null : env[name]!.trim());
  return {
    value,

    /** A switch: null when not set. */
    onOff(name: string): 'on' | 'off' | null {
      const text = value(name);
      if (text !== null && text !== 'on' && text !== 'off') throw new ConfigError(`${name} must be 'on' or 'off', got '${text}'`);
      return text;
    },

    positive(name: string, fallback: string): number {
      const text = value(name) ?? fallback;
      if (!/^\d+$/.test(text) || Number(text) < 1) throw new ConfigError(`${name} must be a whole number above 0, got '${text}'`);
      return Number(text);
    },

    /** An http(s) URL, without trailing slashes. */
    httpUrl(name: string, fallback: string): string {
      const text = value(name) ?? fallback;
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        throw new ConfigError(`${name} must be an http(s) URL, got '${text}'`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL, got '${text}'`);
      return url.href.replace(/\/+$/, '');
    },
  };
}
