// Demo control panel: builds the controls of <section id="demo-panel"> from the /demo/* routes
// (demo only; they exist when the server runs with --demo-admin). On the shell's pages the section
// is the "Demo controls" drawer: this file adds its toggle to the breadcrumb line and opens and
// closes it. An external file because the demo CSP forbids inline scripts. Text goes in with
// textContent only, never as HTML. After a change the page reloads, because the config block is
// printed per session by the server.
(function () {
  'use strict';

  var root = document.querySelector('[data-demo-panel]');
  if (!root) return;

  var FEATURES = ['jade', 'encore', 'PASSKEYS', 'BENCHMARKING_OPT_OUT', 'CORE_SNAPSHOT', 'files_api_v2'];
  var CAPABILITIES = ['account', 'apps', 'devices', 'api', 'mobileQrLogin', 'devUtilities', 'twoStepSelfService'];
  var NAV_ITEMS = [
    'home',
    'myInfo',
    'employees',
    'hiring',
    'reports',
    'files',
    'payroll',
    'payrollTrial',
    'payrollPartner',
    'benefits',
    'compensation',
    'globalEmployment',
  ];
  var HEADER_ACTIONS = ['inbox', 'help', 'answers', 'settings'];
  var AGREEMENT_STATUSES = ['needs_prompt', 'needs_to_sign', 'complete_later', 'update_pending', 'signed', 'declined'];
  var BENCHMARKING_STATES = ['none', 'prompt-opt-in', 'prompt-opt-out', 'opted-in', 'opted-out', 'dismissed'];
  var AUTO_ON_OFF = [
    ['auto', 'From the user'],
    ['on', 'Always show'],
    ['off', 'Never show'],
  ];

  function readConfig() {
    var block = document.getElementById('hr-shell-config');
    try {
      var value = JSON.parse((block && block.textContent) || '{}');
      return value && typeof value === 'object' ? value : {};
    } catch (error) {
      return {};
    }
  }
  var config = readConfig();
  var uid = 0;

  /** An element with attributes (set with setAttribute) and children (nodes or text). */
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      var value = attrs[name];
      if (value === false || value === null || value === undefined) return;
      node.setAttribute(name, value === true ? '' : String(value));
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) return;
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }

  function field(labelText, control, hint) {
    var id = control.id || (control.id = 'demo-panel-' + ++uid);
    var hintNode = null;
    if (hint) {
      hintNode = el('span', { class: 'demo-panel-hint', id: id + '-hint' }, [hint]);
      control.setAttribute('aria-describedby', hintNode.id);
    }
    var checkbox = control.type === 'checkbox';
    return el(
      'div',
      { class: checkbox ? 'demo-panel-field demo-panel-check' : 'demo-panel-field' },
      checkbox
        ? [control, el('label', { for: id }, [labelText]), hintNode]
        : [el('label', { for: id }, [labelText]), control, hintNode],
    );
  }

  function select(name, options, value) {
    var node = el('select', { name: name });
    options.forEach(function (option) {
      var pair = Array.isArray(option) ? option : [option, option];
      node.appendChild(el('option', { value: pair[0], selected: String(pair[0]) === String(value) }, [pair[1]]));
    });
    return node;
  }

  function checkbox(name, checked) {
    return el('input', { type: 'checkbox', name: name, checked: Boolean(checked) });
  }

  function number(name, value, min, max) {
    return el('input', {
      type: 'number',
      name: name,
      min: min,
      max: max,
      step: 1,
      inputmode: 'numeric',
      value: value === null || value === undefined ? '' : value,
    });
  }

  function button(text, type, onClick) {
    var node = el('button', { type: type || 'button' }, [text]);
    if (onClick) node.addEventListener('click', onClick);
    return node;
  }

  function group(legend, children) {
    return el('fieldset', { class: 'demo-panel-group' }, [el('legend', {}, [legend])].concat(children));
  }

  var statusNode = el('p', { class: 'demo-panel-status', role: 'status', 'aria-live': 'polite' });

  function say(message, isError) {
    statusNode.textContent = message;
    statusNode.classList.toggle('is-error', Boolean(isError));
  }

  /**
   * A same-origin JSON call with the page's CSRF token (the realtime control checks it): the
   * library's current one when it has loaded (a re-login rotates it), else the printed one.
   */
  function call(method, path, body) {
    var headers = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    var live = window.HrShell && typeof window.HrShell.getConfig === 'function' ? window.HrShell.getConfig() : null;
    var token = live && typeof live.csrfToken === 'string' ? live.csrfToken : config.csrfToken;
    if (typeof token === 'string') headers['X-CSRF-Token'] = token;
    return fetch(path, {
      method: method,
      headers: headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
      .then(function (response) {
        return response.text().then(function (text) {
          var data = null;
          try {
            data = text ? JSON.parse(text) : null;
          } catch (error) {
            data = null;
          }
          return { ok: response.ok, status: response.status, data: data };
        });
      })
      .catch(function () {
        return { ok: false, status: 0, data: null };
      });
  }

  function errorText(result) {
    if (result.status === 0) return 'The demo server did not answer.';
    if (result.status === 404) return 'This demo control is not available on this server (404).';
    return (
      (result.data && typeof result.data.error === 'string' ? result.data.error : 'Request failed') +
      ' (' +
      result.status +
      ')'
    );
  }

  /** Runs a change, then reloads so the page gets the new per-session config. */
  function change(label, method, path, body, options) {
    say(label + '…');
    return call(method, path, body).then(function (result) {
      if (!result.ok) {
        say(label + ' failed: ' + errorText(result), true);
        return result;
      }
      if (options && options.noReload) {
        say(label + ': done.' + (options.describe ? ' ' + options.describe(result.data) : ''));
        return result;
      }
      say(label + ': done, reloading…');
      window.location.reload();
      return result;
    });
  }

  function formValues(form) {
    var values = {};
    Array.prototype.forEach.call(form.elements, function (control) {
      if (!control.name) return;
      values[control.name] = control.type === 'checkbox' ? control.checked : control.value;
    });
    return values;
  }

  function integerOrNull(text) {
    if (text === '' || text === undefined) return null;
    var value = Number(text);
    return Number.isInteger(value) ? value : NaN;
  }

  // ---- Sections ------------------------------------------------------------------------------

  function sessionSection(users, me) {
    var user = me && me.user;
    var summary =
      me && me.signedIn
        ? 'Signed in as ' +
          user.username +
          ' (' +
          user.role +
          ', ' +
          user.loginType +
          ' login). Session ends in ' +
          me.sessionMinutesLeft +
          ' min unless used.'
        : me && me.expired
          ? 'The session has expired: the page shows the lock screen once the elements check it.'
          : 'Signed out.';
    var chooser = select(
      'username',
      users.map(function (u) {
        return [u.username, u.username + ' — ' + u.role];
      }),
      user ? user.username : 'admin',
    );
    var form = el('form', { class: 'demo-panel-row' }, [field('Demo user', chooser), button('Sign in', 'submit')]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      change('Sign in as ' + chooser.value, 'POST', '/demo/sign-in', { username: chooser.value });
    });
    // The drawer prints the user line at its top; elsewhere it opens the Session group.
    var line = document.querySelector('[data-demo-user-line]');
    if (line) line.textContent = summary;
    return group('Session', [
      line ? null : el('p', { class: 'demo-panel-summary' }, [summary]),
      form,
      el('div', { class: 'demo-panel-row' }, [
        button('Sign out', 'button', function () {
          change('Sign out', 'POST', '/demo/sign-out', {});
        }),
        button('Expire the session now', 'button', function () {
          change('Expire the session', 'POST', '/demo/expire-session', {});
        }),
      ]),
    ]);
  }

  function flagsSection(user) {
    var features = user.features || {};
    var capabilities = user.capabilities || {};
    var canSee = user.canSee || {};
    function canSeeBox(name) {
      return field(name, checkbox('canSee:' + name, canSee[name] === true));
    }
    var form = el('form', {}, [
      group(
        'Feature flags',
        FEATURES.map(function (name) {
          return field(name, checkbox('feature:' + name, features[name] === true));
        }),
      ),
      group(
        'Account-menu capabilities',
        CAPABILITIES.map(function (name) {
          return field(name, checkbox('capability:' + name, capabilities[name] === true));
        }),
      ),
      group('Nav items (canSee)', NAV_ITEMS.map(canSeeBox)),
      group('Header actions (canSee)', HEADER_ACTIONS.map(canSeeBox)),
      group('User', [
        field('Accepted cookies', checkbox('acceptedCookies', user.acceptedCookies)),
        field('Has a passkey', checkbox('hasPasskey', user.hasPasskey)),
      ]),
      button('Apply flags', 'submit'),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var values = formValues(form);
      var body = {
        features: {},
        capabilities: {},
        canSee: {},
        acceptedCookies: values.acceptedCookies,
        hasPasskey: values.hasPasskey,
      };
      FEATURES.forEach(function (name) {
        body.features[name] = values['feature:' + name];
      });
      CAPABILITIES.forEach(function (name) {
        body.capabilities[name] = values['capability:' + name];
      });
      NAV_ITEMS.concat(HEADER_ACTIONS).forEach(function (name) {
        body.canSee[name] = values['canSee:' + name];
      });
      change('Apply flags', 'POST', '/demo/flags', body);
    });
    return group('Flags of ' + user.username, [form]);
  }

  /** Names that need escaping everywhere they are printed (docs/embedding.md). */
  var HOSTILE_NAME = 'O\'Connor & <Sons> </script><!-- "Zoë" / Ünïcødé';

  function nameSection(user) {
    function text(name, value) {
      return el('input', { type: 'text', name: name, value: value || '', maxlength: 200, size: 40 });
    }
    var first = text('firstName', user.firstName);
    var last = text('lastName', user.lastName);
    var preferred = text('preferredName', user.preferredName);
    var form = el('form', {}, [
      field('First name', first),
      field('Last name', last),
      field('Preferred name', preferred, 'Empty: none.'),
      el('div', { class: 'demo-panel-row' }, [
        button('Rename', 'submit'),
        button('Fill in a hostile name', 'button', function () {
          first.value = HOSTILE_NAME;
          preferred.value = '';
        }),
      ]),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      change('Rename', 'POST', '/demo/name', {
        firstName: first.value,
        lastName: last.value,
        preferredName: preferred.value === '' ? null : preferred.value,
      });
    });
    return group('Name of ' + user.username + ' (every page prints it)', [form]);
  }

  function bannersSection(settings) {
    var cancellation = settings.cancellation || { accountDaysLeft: 30, payrollDaysLeft: 14 };
    var form = el('form', {}, [
      field(
        'Payment method',
        select(
          'paymentMethod',
          [
            ['', 'No problem'],
            ['missing', 'Missing'],
            ['expired', 'Expired'],
            ['declined', 'Declined'],
          ],
          settings.paymentMethod || '',
        ),
      ),
      field(
        'Grace period: days left',
        number('gracePeriodDays', settings.gracePeriodDays, 0, 90),
        'Empty: no banner. 8 or fewer: error style; 1: special message.',
      ),
      field(
        'Trial or demo banner',
        select(
          'trialStatus',
          [
            ['auto', 'From the company'],
            ['off', 'Never show'],
            ['active', 'Trial active'],
            ['expired', 'Trial expired'],
            ['demo', 'Demo data'],
          ],
          settings.trialStatus,
        ),
      ),
      field('Free trial days', number('freeTrialDays', settings.freeTrialDays, 0, 365)),
      field('Cancellation notice', checkbox('cancellation', settings.cancellation !== null)),
      field('Account days left', number('accountDaysLeft', cancellation.accountDaysLeft, 0, 365)),
      field('Payroll days left', number('payrollDaysLeft', cancellation.payrollDaysLeft, 0, 365)),
      field('Signed-in-as banner', select('signedInAs', AUTO_ON_OFF, settings.signedInAs)),
      field(
        'Signed-in-as actor',
        select(
          'signedInAsActor',
          [
            ['support', 'A support admin'],
            ['admin', "A company admin ('on behalf of')"],
          ],
          settings.signedInAsActor,
        ),
        'Who acts for a user nobody assumed when the banner is always shown.',
      ),
      field('Preview-as banner', select('preview', AUTO_ON_OFF, settings.preview)),
      field('New hire packet banner', select('newHirePacket', AUTO_ON_OFF, settings.newHirePacket)),
      field('Dismissing the announcement fails', checkbox('announcementReadFails', settings.announcementReadFails)),
      field('Inbox counts fail', checkbox('inboxFails', settings.inboxFails)),
      field('Employee community widget', checkbox('communityWidget', settings.communityWidget)),
      field('Global employment link fails', checkbox('remoteLinkFails', settings.remoteLinkFails)),
      field(
        'Mobile QR code lifetime (seconds)',
        number('qrTokenSeconds', settings.qrTokenSeconds, 5, 600),
        '5 to 600; the QR login modal shows Expired after it.',
      ),
      el('div', { class: 'demo-panel-row' }, [
        button('Apply banner situations', 'submit'),
        button('Show announcements again', 'button', function () {
          change('Show announcements again', 'POST', '/demo/shell/settings', { resetAnnouncements: true });
        }),
        button('Reset to defaults', 'button', function () {
          change('Reset banner situations', 'POST', '/demo/shell/settings', { reset: true });
        }),
      ]),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var values = formValues(form);
      var body = {
        paymentMethod: values.paymentMethod || null,
        gracePeriodDays: integerOrNull(values.gracePeriodDays),
        trialStatus: values.trialStatus,
        freeTrialDays: integerOrNull(values.freeTrialDays) || 0,
        cancellation: values.cancellation
          ? {
              accountDaysLeft: integerOrNull(values.accountDaysLeft) || 0,
              payrollDaysLeft: integerOrNull(values.payrollDaysLeft) || 0,
            }
          : null,
        signedInAs: values.signedInAs,
        signedInAsActor: values.signedInAsActor,
        announcementReadFails: values.announcementReadFails,
        preview: values.preview,
        newHirePacket: values.newHirePacket,
        inboxFails: values.inboxFails,
        communityWidget: values.communityWidget,
        remoteLinkFails: values.remoteLinkFails,
        // Empty keeps the current lifetime (undefined is left out of the JSON).
        qrTokenSeconds: values.qrTokenSeconds === '' ? undefined : integerOrNull(values.qrTokenSeconds),
      };
      change('Apply banner situations', 'POST', '/demo/shell/settings', body);
    });
    return group('Banners, header and account menu', [form]);
  }

  var SETUP_KEY =
    (typeof config.storagePrefix === 'string' ? config.storagePrefix : 'hr-shell:') + 'setupSummaryBanner';

  /** The setup summary banner's local-storage record, as the setup pages write it (no server write). */
  function setupBannerSection() {
    var type = select('type', ['quickStart', 'payroll', 'core', 'customerOnboarding'], 'quickStart');
    var stepKey = el('input', { type: 'text', name: 'stepKey', maxlength: 64, size: 20, spellcheck: 'false' });
    var dataPath = el('input', { type: 'text', name: 'dataPath', value: '/', maxlength: 200, size: 20 });
    var age = number('ageHours', 0, 0, 1000);
    var form = el('form', {}, [
      field('Setup type', type),
      field('Step key', stepKey, 'Empty: none. payroll: bankAccount; quickStart: timeOff; core: locations.'),
      field('Pages (dataPath)', dataPath, 'The banner shows on this path and the paths under it.'),
      field('Age in hours', age, 'customerOnboarding records are dropped at 24 hours.'),
      el('div', { class: 'demo-panel-row' }, [
        button('Write setup banner record', 'submit'),
        button('Remove setup banner record', 'button', function () {
          localStorage.removeItem(SETUP_KEY);
          say('Setup banner record removed, reloading…');
          window.location.reload();
        }),
      ]),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var record = {
        type: type.value,
        stepKey: stepKey.value.trim() || null,
        recordId: 501,
        clientId: 9001,
        dataPath: dataPath.value,
        timeStamp: Date.now() - (integerOrNull(age.value) || 0) * 3600000,
      };
      try {
        localStorage.setItem(SETUP_KEY, JSON.stringify(record));
      } catch (error) {
        say('The browser refused to store the record.', true);
        return;
      }
      say('Setup banner record written, reloading…');
      window.location.reload();
    });
    return group('Setup summary banner (local storage)', [form]);
  }

  function inboxSection() {
    var count = number('count', 5, 1, 200);
    var form = el('form', { class: 'demo-panel-row' }, [
      field('Inbox items to add', count),
      button('Add inbox items', 'submit'),
      button('Clear my inbox', 'button', function () {
        change('Clear the inbox', 'POST', '/demo/shell/inbox', { action: 'clear' });
      }),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      change('Add inbox items', 'POST', '/demo/shell/inbox', { action: 'add', count: integerOrNull(count.value) });
    });
    return group('Inbox', [form]);
  }

  function realtimeSection() {
    var code = el('input', {
      type: 'text',
      name: 'code',
      pattern: '[A-Za-z0-9]{4,12}',
      maxlength: 12,
      autocomplete: 'off',
      spellcheck: 'false',
    });
    var form = el('form', { class: 'demo-panel-row' }, [
      field('Verification code', code, 'Empty: a random 6-digit code.'),
      button('Send verification code', 'submit'),
      button('Close the verification dialog', 'button', function () {
        change('Send close', 'POST', '/demo/realtime/identity', { action: 'close' }, { noReload: true });
      }),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var body = { action: 'verify' };
      if (code.value.trim()) body.code = code.value.trim();
      change('Send verification code', 'POST', '/demo/realtime/identity', body, {
        noReload: true,
        describe: function (data) {
          return data && data.data && data.data.code
            ? 'Code ' + data.data.code + ' sent to ' + data.delivered + ' connection(s).'
            : '';
        },
      });
    });
    return group('Customer identity verification (realtime)', [form]);
  }

  /** The signed-in user's passkey state and the <hr-passkey-prompt> conditions the server decides. */
  function passkeySection(state) {
    var summary =
      'Reminder flag: ' +
      (state.passkeyReminderFlag || 'none') +
      '; has a passkey: ' +
      (state.hasPasskey ? 'yes' : 'no') +
      ' (' +
      state.passkeys +
      ' stored); company passkeys: ' +
      (state.companyPasskeysEnabled ? 'on' : 'off') +
      '.';
    var flag = select(
      'passkeyReminderFlag',
      [
        ['', 'none (not seen)'],
        ['remind_me_later', 'remind_me_later (seen)'],
        ['passkeys_acknowledged', 'passkeys_acknowledged (No Thanks)'],
      ],
      state.passkeyReminderFlag || '',
    );
    var form = el('form', { class: 'demo-panel-row' }, [
      field('Passkey reminder flag', flag),
      button('Set flag', 'submit'),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      change('Set the passkey reminder flag', 'POST', '/demo/passkeys', { reminder: flag.value || null });
    });
    return group('Passkey recommendation (hr-passkey-prompt)', [
      el('p', { class: 'demo-panel-summary' }, [summary]),
      form,
      el('div', { class: 'demo-panel-row' }, [
        button('Show the passkey prompt', 'button', function () {
          change('Make the passkey prompt due', 'POST', '/demo/passkeys', { due: true });
        }),
        button('Remove my passkeys', 'button', function () {
          change('Remove my passkeys', 'POST', '/demo/passkeys', { removePasskeys: true });
        }),
      ]),
    ]);
  }

  function workflowsSection(state) {
    var agreement = state.agreement || { status: 'signed' };
    var form = el('form', {}, [
      field('Data processing agreement', select('agreementStatus', AGREEMENT_STATUSES, agreement.status)),
      field(
        'Status changed days ago',
        number('agreementUpdatedDaysAgo', 0, 0, 3650),
        'complete_later asks again once over 7 days old; update_pending asks unless Not Now was pressed in this browser less than 7 days ago.',
      ),
      field('Benchmarking (my prompt)', select('benchmarkingStatus', BENCHMARKING_STATES, state.benchmarkingStatus)),
      field(
        'Updated terms to accept (my prompt)',
        checkbox('termsPending', state.termsPending === true),
        'Pages print <hr-terms-prompt> until you accept or dismiss. The cookie notice: untick Accepted cookies under Flags.',
      ),
      field('Company has employees', checkbox('hasEmployees', state.hasEmployees)),
      field('Company has demo data', checkbox('companyIsDemo', state.companyIsDemo)),
      field('Clearing demo data fails', checkbox('clearDemoDataFails', state.clearDemoDataFails)),
      field(
        'Time-tracking configurations',
        select(
          'timeTrackingConfigurations',
          [
            ['1', 'One group'],
            ['2', 'Two groups (change-group link)'],
          ],
          state.timeTrackingConfigurations,
        ),
      ),
      button('Apply', 'submit'),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var values = formValues(form);
      change('Apply workflow states', 'POST', '/demo/workflows/settings', {
        agreementStatus: values.agreementStatus,
        agreementUpdatedDaysAgo: integerOrNull(values.agreementUpdatedDaysAgo) || 0,
        benchmarkingStatus: values.benchmarkingStatus,
        termsPending: values.termsPending,
        hasEmployees: values.hasEmployees,
        companyIsDemo: values.companyIsDemo,
        clearDemoDataFails: values.clearDemoDataFails,
        timeTrackingConfigurations: Number(values.timeTrackingConfigurations),
      });
    });
    return group('Agreements, demo data, benchmarking, terms, time tracking', [form]);
  }

  // ---- The drawer ---------------------------------------------------------------------------

  var SVG = 'http://www.w3.org/2000/svg';

  /** The toggle's icon: three sliders. Decorative: the button's text names it. */
  function slidersIcon() {
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 20 20');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    svg.setAttribute('class', 'demo-controls-icon');
    [
      ['M3 5h14', 12, 5],
      ['M3 10h14', 7, 10],
      ['M3 15h14', 13, 15],
    ].forEach(function (line) {
      var path = document.createElementNS(SVG, 'path');
      path.setAttribute('d', line[0]);
      svg.appendChild(path);
      var knob = document.createElementNS(SVG, 'circle');
      knob.setAttribute('cx', String(line[1]));
      knob.setAttribute('cy', String(line[2]));
      knob.setAttribute('r', '2');
      svg.appendChild(knob);
    });
    return svg;
  }

  /**
   * The shell's pages print the section as a closed drawer ([data-demo-drawer] hidden) and a place
   * for its toggle in the breadcrumb line. A non-modal disclosure: the toggle carries
   * aria-expanded and aria-controls; opening moves focus into the drawer, the close button, Escape
   * inside it or the toggle close it, and focus goes back to the toggle. The page stays usable
   * while it is open (its event log follows what the page does). Elsewhere (the sign-in page) the
   * section stays where it is printed.
   */
  function setUpDrawer() {
    var drawer = document.querySelector('[data-demo-drawer]');
    var place = document.querySelector('[data-demo-toggle-place]');
    if (!drawer || !place || !drawer.id) return;
    var count = el('span', { class: 'demo-controls-count', 'aria-hidden': 'true', hidden: true });
    var toggle = el(
      'button',
      { type: 'button', class: 'demo-controls-toggle', 'aria-expanded': 'false', 'aria-controls': drawer.id },
      [slidersIcon(), el('span', {}, ['Demo controls']), count],
    );
    var close = el('button', { type: 'button', class: 'demo-drawer-close', 'aria-label': 'Close demo controls' }, [
      '\u00d7',
    ]);
    var head = drawer.querySelector('.demo-drawer-head') || drawer;
    head.appendChild(close);
    drawer.setAttribute('tabindex', '-1');
    place.appendChild(toggle);

    // The drawer keeps below what the shell shows at the top of the window (header, breadcrumb
    // line, banners, notices): its room is the window's height under their lowest edge.
    var SHELL_TOP = ['#header', '#place-banner-stack', '#place-cookie-notice', '#place-terms-prompt'];
    var fitting = 0;
    function fit() {
      fitting = 0;
      if (drawer.hidden) return;
      var bottom = 0;
      SHELL_TOP.forEach(function (selector) {
        var node = document.querySelector(selector);
        if (node) bottom = Math.max(bottom, node.getBoundingClientRect().bottom);
      });
      drawer.style.setProperty('--demo-drawer-room', Math.max(0, Math.floor(window.innerHeight - bottom)) + 'px');
    }
    function fitSoon() {
      if (!fitting) fitting = window.requestAnimationFrame(fit);
    }
    window.addEventListener('scroll', fitSoon, { passive: true });
    window.addEventListener('resize', fitSoon);
    if (typeof ResizeObserver === 'function') {
      var observer = new ResizeObserver(fitSoon);
      SHELL_TOP.forEach(function (selector) {
        var node = document.querySelector(selector);
        if (node) observer.observe(node);
      });
    }

    function open() {
      drawer.hidden = false;
      toggle.setAttribute('aria-expanded', 'true');
      fit();
      drawer.focus();
    }
    function shut() {
      var hadFocus = drawer.contains(document.activeElement);
      drawer.hidden = true;
      toggle.setAttribute('aria-expanded', 'false');
      if (hadFocus) toggle.focus();
    }
    toggle.addEventListener('click', function () {
      if (drawer.hidden) open();
      else shut();
    });
    close.addEventListener('click', shut);
    drawer.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      shut();
    });
    toggle.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape' || drawer.hidden || event.defaultPrevented) return;
      event.preventDefault();
      shut();
    });

    // How many events the log holds, on the toggle while the drawer is closed.
    var log = drawer.querySelector('#event-log');
    if (log && typeof MutationObserver === 'function') {
      new MutationObserver(function () {
        var items = log.children.length;
        count.textContent = String(items);
        count.hidden = items === 0;
      }).observe(log, { childList: true });
    }
  }

  setUpDrawer();

  // ---- Start ---------------------------------------------------------------------------------

  Promise.all([call('GET', '/demo/users'), call('GET', '/demo/me')]).then(function (results) {
    var users = results[0];
    var me = results[1];
    root.textContent = '';
    root.appendChild(statusNode);
    if (!users.ok || !users.data || !Array.isArray(users.data.users)) {
      say('The demo controls are off: start the server with --demo-admin (npm run demo).', true);
      return;
    }
    root.appendChild(sessionSection(users.data.users, me.ok ? me.data : null));
    if (!me.ok || !me.data || !me.data.signedIn) return;
    root.appendChild(flagsSection(me.data.user));
    root.appendChild(nameSection(me.data.user));
    root.appendChild(realtimeSection());
    root.appendChild(inboxSection());
    call('GET', '/demo/passkeys').then(function (passkeys) {
      if (passkeys.ok && passkeys.data) root.appendChild(passkeySection(passkeys.data));
    });
    Promise.all([call('GET', '/demo/shell/settings'), call('GET', '/demo/workflows/settings')]).then(function (more) {
      if (more[0].ok && more[0].data) root.appendChild(bannersSection(more[0].data.settings));
      if (more[0].ok) root.appendChild(setupBannerSection());
      else say('Banner controls unavailable: ' + errorText(more[0]), true);
      if (more[1].ok && more[1].data) root.appendChild(workflowsSection(more[1].data));
      else say('Workflow controls unavailable: ' + errorText(more[1]), true);
    });
  });
})();
