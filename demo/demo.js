// Event log of the demo pages. An external file because the demo CSP (script-src 'self') forbids
// inline scripts, as a hardened PHP application would. Text goes in with textContent only.
(function () {
  'use strict';

  function describe(target) {
    if (!(target instanceof Element)) return String(target);
    var label = target.getAttribute('label');
    return '<' + target.localName + (label ? ' label="' + label + '"' : '') + '>';
  }

  // Sensitive fields (SSN, passport…) carry data-sensitive: their values stay off the screen log.
  function shown(event) {
    var target = event.target;
    var sensitive =
      target instanceof Element && (target.matches('[data-sensitive]') || target.querySelector('[data-sensitive]'));
    if (!sensitive || !event.detail || typeof event.detail !== 'object') return event.detail;
    var copy = {};
    Object.keys(event.detail).forEach(function (key) {
      copy[key] = key === 'value' ? '(not shown: sensitive field)' : event.detail[key];
    });
    return copy;
  }

  // The log is the demo controls drawer's (the layout prints it); a page may still print one of its own.
  function log(event) {
    var list = document.querySelector('#demo-panel #event-log') || document.getElementById('event-log');
    if (!list) return;
    var item = document.createElement('li');
    var time = new Date().toLocaleTimeString();
    item.textContent =
      time + '  ' + event.type + ' from ' + describe(event.target) + ': ' + JSON.stringify(shown(event));
    list.appendChild(item);
  }

  // A PHP page prints the session's CSRF token into each form. This static page asks the shell at
  // submit time instead (the token changes when the lock screen signs the user back in).
  // Capturing: the field is set before the browser collects the form's entries.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      var field = form instanceof HTMLFormElement ? form.querySelector('input[name="CSRFToken"]') : null;
      if (!field || !window.HrShell) return;
      field.value = window.HrShell.getConfig().csrfToken || '';
    },
    true,
  );

  document.addEventListener('hr-change', log);
  document.addEventListener('hr-error', log);

  // A [data-open-support] control opens <hr-support-request> the way a PHP page's help link would.
  document.addEventListener('click', function (event) {
    var opener = event.target instanceof Element ? event.target.closest('[data-open-support]') : null;
    if (opener) document.dispatchEvent(new CustomEvent('hr-support-open'));
  });
})();
