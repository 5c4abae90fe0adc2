import { LOG_LEVELS, type LogLevel } from './config';

export type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
  /** A logger that adds these fields (a request id) to every line. */
  child(fields: Fields): Logger;
}

/** An error as a log line can hold it. */
export const errorFields = (error: unknown): Fields =>
  error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };

/** One JSON object per line on stdout (errors on stderr), at or above `level`. */
export function jsonLogger(level: LogLevel, base: Fields = {}, write = (line: string, isError: boolean) => (isError ? process.stderr : process.stdout).write(`${line}\n`)): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Fields = {}) => {
      if (LOG_LEVELS.indexOf(name) < threshold) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: name, msg: message, ...base, ...fields }), name === 'error');
    };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (fields) => jsonLogger(level, { ...base, ...fields }, write),
  };
}
