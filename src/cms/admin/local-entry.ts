/**
 * On the editor's own computer, with Decap's local backend answering, there is nothing to log in
 * to: Decap still shows its login page with one button, so the page presses it for the editor.
 * Anywhere else (the hosted site, or no local backend running) the login page stays as it is.
 */
import { LOCAL_BACKEND_ORIGIN } from "../backend"

const LOCAL_HOSTS = ["localhost", "127.0.0.1"]
/** How long the page watches for the login button before leaving it to the editor. */
const WATCH_MS = 30_000

async function localBackendAnswers(): Promise<boolean> {
  const answer = await fetch(`${LOCAL_BACKEND_ORIGIN}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  }).catch(() => undefined)
  return Boolean(answer?.ok)
}

function pressLogin(): boolean {
  const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Login")
  button?.click()
  return Boolean(button)
}

export async function enterLocalEditor(): Promise<void> {
  if (!LOCAL_HOSTS.includes(location.hostname) || !(await localBackendAnswers())) return
  if (pressLogin()) return
  const observer = new MutationObserver(() => {
    if (pressLogin()) observer.disconnect()
  })
  observer.observe(document.body, { childList: true, subtree: true })
  setTimeout(() => observer.disconnect(), WATCH_MS)
}
