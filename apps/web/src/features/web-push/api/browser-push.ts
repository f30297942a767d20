/** What this browser can do about push, read without asking the member anything. */
export type PushSupport = 'supported' | 'unsupported' | 'iphone-not-installed';

/** An iPhone or iPad (an iPad says it is a Mac, with a touch screen). */
export const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
/** Opened from the home screen as an app. */
export const isInstalled = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (supported) return 'supported';
  // Safari on iOS offers push only to a site added to the home screen
  return isIos() && !isInstalled() ? 'iphone-not-installed' : 'unsupported';
}

/** The worker sw-register.js installs; registering again returns the same one (and works before it has loaded). */
export const pushRegistration = () => navigator.serviceWorker.register('/sw.js', { scope: '/' });

/** This browser's subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  return (await pushRegistration()).pushManager.getSubscription();
}

/** A base64url key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
