// After a redeploy, a tab opened on the old release asks for page chunks that no longer exist.
// Reloading fixes that, but only when the server really has a newer release (offline, a reload
// would only show the browser's error page), and only once per release, so it can never loop.

const reloadedFor = 'app:reloaded-for-release';

function runningRelease(): string | null {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/index-"]')?.src ?? null;
}

/** The entry script of the release now on the server, if it is newer and not reloaded for yet. */
export async function findNewRelease(): Promise<string | null> {
  const running = runningRelease();
  if (!running) return null;
  const response = await fetch(new URL('./', window.location.href), { cache: 'no-store' });
  if (!response.ok) return null;
  // The start-up script requests the entry named in index.html's `startup-pages` block.
  const entry = /"app":"(\/assets\/index-[\w-]+\.js)"/.exec(await response.text())?.[1];
  if (!entry) return null;
  const deployed = new URL(entry, window.location.href).href;
  if (deployed === running || sessionStorage.getItem(reloadedFor) === deployed) return null;
  return deployed;
}

/** Reloads the same address onto the new release, marking it so that a second failure shows 重试 instead. */
export function reloadForRelease(release: string): void {
  sessionStorage.setItem(reloadedFor, release);
  window.location.reload();
}
