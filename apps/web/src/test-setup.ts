// jsdom has <dialog> but not its modal opening, which ModalDialog calls as it mounts
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
