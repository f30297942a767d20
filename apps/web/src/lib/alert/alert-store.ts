type Listener = () => void;

interface PendingAlert {
  id: number;
  message: string;
  resolve: () => void;
}

const listeners = new Set<Listener>();
let queue: readonly PendingAlert[] = [];
let nextId = 1;

function set(next: readonly PendingAlert[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a message in the app's alert dialog, in place of window.alert; resolves when the user confirms.
 * A message already waiting is not queued twice, so a burst of failing calls gives one alert.
 */
export function showAlert(message: string): Promise<void> {
  const waiting = queue.find((a) => a.message === message);
  if (waiting) return new Promise((resolve) => {
    const previous = waiting.resolve;
    waiting.resolve = () => {
      previous();
      resolve();
    };
  });
  return new Promise((resolve) => set([...queue, { id: nextId++, message, resolve }]));
}

/** The alert on screen, if any. */
export function currentAlert(): { id: number; message: string } | undefined {
  return queue[0];
}

export function dismissAlert(): void {
  const [first, ...rest] = queue;
  if (!first) return;
  set(rest);
  first.resolve();
}

export function subscribeAlerts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
