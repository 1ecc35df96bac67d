// spec 000 §7: every request carries a per-tab id. sessionStorage lives exactly as long as the tab
// (and survives reloads), which is the lifetime of a "tab" for the server.
const TAB_ID_KEY = 'parley-tab-id';

let memoryTabId: string | null = null;

function newTabId(): string {
  return crypto.randomUUID();
}

/** The id of this browser tab, created on first use. */
export function getTabId(): string {
  if (memoryTabId) return memoryTabId;
  try {
    const stored = window.sessionStorage.getItem(TAB_ID_KEY);
    memoryTabId = stored || newTabId();
    if (!stored) window.sessionStorage.setItem(TAB_ID_KEY, memoryTabId);
  } catch {
    // Storage can be disabled (privacy modes): an in-memory id still identifies the tab until reload.
    memoryTabId = newTabId();
  }
  return memoryTabId;
}

/** Tests only: forget the cached id. */
export function resetTabIdForTests(): void {
  memoryTabId = null;
}
