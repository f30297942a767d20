import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
afterEach(cleanup);
