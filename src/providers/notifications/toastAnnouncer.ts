/*
 * antd's message toasts carry no role: a screen reader would never hear "add site success" or a
 * failed call's reason (WCAG 4.1.3, status messages). This watcher gives each toast as it appears
 * the role of what it says (an error `alert`, any other `status`) and antd's toast container a
 * polite live region, so the toasts added to it are read out. No text is copied anywhere: a toast
 * is still found once by its words.
 */

const NOTICE = '.ant-message-notice';
const CONTAINER = '.ant-message';

/** Gives one toast its role, and the container it sits in its live region. */
function announce(toast: Element): void {
  toast.setAttribute('role', toast.querySelector('.ant-message-error') ? 'alert' : 'status');
  const container = toast.closest(CONTAINER);
  if (container && !container.hasAttribute('aria-live')) container.setAttribute('aria-live', 'polite');
}

/** Gives every toast now in `root` and every one added later its role; returns the stop. */
export function watchToasts(root: HTMLElement): () => void {
  root.querySelectorAll(NOTICE).forEach(announce);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        if (node.matches(NOTICE)) announce(node);
        else node.querySelectorAll(NOTICE).forEach(announce);
      }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
