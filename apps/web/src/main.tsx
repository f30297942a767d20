import './index.css';
import { startErrorReporting } from '@/lib/error-reporting/error-reporting';

startErrorReporting();

/**
 * The app starts in steps, each its own task: React's DOM renderer, then the app (router, server state, pages),
 * then the page. A phone's main thread is never held for all of it at once, so a tap or a paint can come between.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const reactDom = await import('react-dom/client');
  await nextTask();
  const { bootApp } = await import('@/app/boot');
  await nextTask();
  await bootApp(root, reactDom);
}

void start();
