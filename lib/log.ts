/** Structured JSON logs, one object a line, so they can be searched by request id. */
type Fields = Record<string, unknown>;

const quiet = process.env.LOG_LEVEL === "silent";

function write(level: "info" | "warn" | "error", message: string, fields: Fields = {}) {
  if (quiet) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  (level === "error" ? process.stderr : process.stdout).write(line + "\n");
}

export const log = {
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, fields?: Fields) => write("warn", message, fields),
  error: (message: string, fields?: Fields) => write("error", message, fields),
};
