/** Where the endpoints write their few log lines; tests pass their own to read them. */
import { inspect } from "node:util"
import { printable, printableLines } from "../lib/text"

export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string, error?: unknown): void
}

/**
 * Log lines go to a terminal (npm start) or the host's log viewer, and may carry visitor text (a
 * name in an error, a channel's answer): its controls are shown escaped, never obeyed, and a line
 * break in a message cannot forge a line of its own.
 */
export const consoleLogger: Logger = {
  info: (message) => console.log(printable(message)),
  warn: (message) => console.warn(printable(message)),
  error: (message, error) =>
    error === undefined ? console.error(printable(message)) : console.error(printable(message), printableLines(inspect(error))),
}

export function errorMessage(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") return error.message
  return String(error)
}
