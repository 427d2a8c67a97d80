// Logs the search elements' own events on demo/search.html into the event log of the demo controls
// (#event-log; demo.js logs hr-change and hr-error there).
// An external file because the demo CSP forbids inline scripts. Text goes in with textContent only.
(function () {
  'use strict';
  function log(event) {
    var list = document.getElementById('event-log');
    if (!list) return;
    var item = document.createElement('li');
    item.textContent =
      new Date().toLocaleTimeString() +
      '  ' +
      event.type +
      ' from <' +
      event.target.localName +
      '>: ' +
      JSON.stringify(event.detail);
    list.appendChild(item);
  }
  ['hr-results', 'hr-empty', 'hr-select', 'hr-snapshot-open'].forEach(function (type) {
    document.addEventListener(type, log);
  });
})();
