// The progress log of the data commands (import, publish, audit, the LEI fetch): lines on stderr,
// so that stdout keeps only the result, each stamped with the seconds since the command started.

/** A log that stamps each line with the seconds since `started` ("[  12.3s] line"). */
export function stampedLog(started = performance.now()): (line: string) => void {
  return (line) => console.error(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}`);
}
