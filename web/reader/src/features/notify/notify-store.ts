// Notifications (spec 1 §4, 3 §2: ERROR, SUCCESS, INFO; the banner hides after 7 s or on close)
// and message dialogs (closed with OK, CLOSE or CONFIRM). Plain stores, so that the API client's
// global error handler can use them outside React; components subscribe with useSyncExternalStore.
import type { Message } from "./message.ts";

export type { Message } from "./message.ts";

export type NotificationType = "ERROR" | "SUCCESS" | "INFO";

export interface Notification {
  id: number;
  type: NotificationType;
  /**
   * What to say, kept as its key and values (message.ts), never as text: a notice still on screen
   * after a language change is shown in the new language (issue 26: the licence agreement's thanks
   * raised in English at sign-in stayed English after the switch to Arabic that followed).
   */
  message: Message;
}

export const NOTIFICATION_HIDE_MS = 7000;

type Listener = () => void;

function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(next: T) {
      state = next;
      for (const l of listeners) l();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let nextId = 1;
export const notifications = createStore<Notification[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a notification; the same message is not stacked twice. Returns its id. */
export function notify(type: NotificationType, message: Message): number {
  const same = notifications.get().find((n) => n.type === type && sameMessage(n.message, message));
  if (same) {
    restartTimer(same.id);
    return same.id;
  }
  const id = nextId++;
  // At most three at a time: the oldest goes.
  notifications.set([...notifications.get().slice(-2), { id, type, message }]);
  restartTimer(id);
  return id;
}

function sameMessage(a: Message, b: Message): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function restartTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismiss(id), NOTIFICATION_HIDE_MS),
  );
}

export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  notifications.set(notifications.get().filter((n) => n.id !== id));
}

export function clearNotifications(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  notifications.set([]);
}

// ── message dialogs ──────────────────────────────────────────────────────────────────────────

export type DialogResult = "OK" | "CLOSE" | "CONFIRM";

export interface DialogRequest {
  id: number;
  title: string;
  /** Plain text; paragraphs split on blank lines. */
  message: string;
  /** "info": one OK button; "confirm": Cancel (CLOSE) and a confirming button (CONFIRM). */
  kind: "info" | "confirm";
  confirmLabel?: string;
  /** Links shown under the message (support contacts, sales link). */
  links?: { label: string; href: string }[];
  resolve: (result: DialogResult) => void;
}

export const dialogs = createStore<DialogRequest[]>([]);

export function showDialog(request: Omit<DialogRequest, "id" | "resolve">): Promise<DialogResult> {
  return new Promise((resolve) => {
    const id = nextId++;
    dialogs.set([
      ...dialogs.get(),
      {
        ...request,
        id,
        resolve: (result) => {
          dialogs.set(dialogs.get().filter((d) => d.id !== id));
          resolve(result);
        },
      },
    ]);
  });
}
