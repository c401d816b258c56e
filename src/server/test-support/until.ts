/** Waits until `ready` holds, checking every 20 ms, for 10 s at most: what a test waits for, never a fixed time. */
export async function until(ready: () => boolean | Promise<boolean>): Promise<void> {
  for (const started = Date.now(); !(await ready()); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() - started > 10_000) throw new Error("waited 10 s in vain")
  }
}
