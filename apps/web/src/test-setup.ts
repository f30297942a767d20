import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissNotices } from '@/lib/notify';

// jsdom has <dialog> but not its modal opening, which ModalDialog calls as it mounts
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};

// Test files share a worker's jsdom (vitest.config.ts): each starts with an empty document, storage and cookies, and
// each test's render is unmounted after it, as a file of its own would have them.
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
// notices an earlier file asked for wait for a toaster that never came: cleared, so this file's toaster shows only its own
dismissNotices();
afterEach(cleanup);
