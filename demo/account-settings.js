// The account settings page's own script (external: the demo CSP forbids inline scripts). It drives
// <hr-site-footer> through its documented events, as a legacy page script would.
(function () {
  'use strict';

  // Save is available once the form has changes, and unavailable again after a save or reset.
  document.addEventListener('hr-change', function (event) {
    if (!(event.target instanceof Element) || event.target.localName !== 'hr-form-guard') return;
    document.dispatchEvent(new CustomEvent(event.detail.dirty ? 'hr-footer-enable' : 'hr-footer-disable'));
  });

  // While the form posts, the footer shows it is processing.
  document.addEventListener('submit', function (event) {
    if (event.target instanceof HTMLFormElement && event.target.id === 'account-form')
      document.dispatchEvent(new CustomEvent('hr-footer-processing'));
  });
})();
