// The demo's sign-in page (demo/server/core/sign-in.ts): posts the form to /auth/password_login
// as a login page does (username, password; the expired session's X-CSRF-Token when there is one),
// then opens the page asked for, a path on this site only. An external file: the CSP forbids
// inline scripts. Server texts go in with textContent only.
(function () {
  'use strict';

  var form = document.getElementById('sign-in-form');
  if (!form) return;
  var error = document.getElementById('sign-in-error');
  var button = form.querySelector('button[type=submit]');
  var username = form.elements.namedItem('username');
  var password = form.elements.namedItem('password');

  /** The page to open: same origin only, else the home page. */
  function target(raw) {
    try {
      var url = new URL(raw || '', location.href);
      if (url.origin === location.origin && (url.protocol === 'http:' || url.protocol === 'https:'))
        return url.pathname + url.search + url.hash;
    } catch (ignored) {
      // fall through
    }
    return '/home/';
  }

  function fail(text, field) {
    button.disabled = false;
    button.textContent = 'Sign in';
    error.textContent = text;
    field.setAttribute('aria-invalid', 'true');
    if (field === password) password.value = '';
    field.focus();
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    username.removeAttribute('aria-invalid');
    password.removeAttribute('aria-invalid');
    if (!username.value.trim()) return fail('Enter your username.', username);
    if (!password.value) return fail('Enter your password.', password);
    var headers = { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
    var token = form.getAttribute('data-csrf');
    if (token) headers['X-CSRF-Token'] = token;
    var body = new URLSearchParams();
    body.set('username', username.value.trim());
    body.set('password', password.value);
    button.disabled = true;
    button.textContent = 'Signing in…';
    error.textContent = '';
    fetch(form.getAttribute('action'), { method: 'POST', body: body, headers: headers, credentials: 'same-origin' })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return {};
          })
          .then(function (data) {
            if (response.ok && data && data.success === true) {
              location.assign(target(form.getAttribute('data-next')));
              return;
            }
            var text = data && typeof data.error === 'string' ? data.error : '';
            fail(text || 'Sign-in failed (' + response.status + '). Try again.', password);
          });
      })
      .catch(function () {
        fail('The server could not be reached. Check your connection and try again.', password);
      });
  });
})();
