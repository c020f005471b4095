// The page's confirmation: a modal <dialog> that answers true (confirmed) or false
// (cancelled, Escape included). Used before anything that ends a game.
import { $ } from './dom.js';

/** Asks `question`; resolves to whether `confirmLabel` was clicked. */
export function confirmAction(question, confirmLabel) {
  const dialog = $('#confirm');
  $('#confirm-message').textContent = question;
  $('#confirm-ok').textContent = confirmLabel;
  dialog.returnValue = 'cancel';
  dialog.showModal();
  // Cancel first in focus: an Enter pressed by habit changes nothing.
  $('#confirm-cancel').focus();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true });
  });
}
