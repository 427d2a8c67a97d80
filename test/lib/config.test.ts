import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, mergeConfig, readConfigScript, sanitizeConfig } from '../../src/lib/config';
import { $config, configure, getConfig, reloadConfig, resolveConfig, setCsrfToken } from '../../src/stores/config';

function addConfigScript(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'hr-shell-config';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => reloadConfig());

describe('config from the page', () => {
  it('reads the JSON config block', () => {
    addConfigScript(
      JSON.stringify({
        urlPrefix: '/hr/',
        csrfToken: 'tok',
        user: { id: 7, employeeId: 42, firstName: 'Ada', lastName: 'Lovelace', isAdmin: true },
        capabilities: { account: true, apps: 'yes' },
        features: { CORE_SNAPSHOT: true },
        locale: 'fr-CA',
        storagePrefix: 'abc:',
      }),
    );
    reloadConfig();
    const config = getConfig();
    expect(config.urlPrefix).toBe('/hr');
    expect(config.csrfToken).toBe('tok');
    expect(config.user).toMatchObject({ id: 7, employeeId: 42, firstName: 'Ada', isAdmin: true, isOwner: false });
    expect(config.capabilities).toEqual({ account: true });
    expect(config.features).toEqual({ CORE_SNAPSHOT: true });
    expect(config.locale).toBe('fr-CA');
    expect(config.storagePrefix).toBe('abc:');
  });

  it('reads the site canSee flags and the session company flags, keeping only booleans', () => {
    addConfigScript(
      JSON.stringify({
        canSee: { employees: true, payroll: false, reports: 'true', inbox: 1 },
        company: { passkeysEnabled: true, name: 'Acme' },
      }),
    );
    reloadConfig();
    expect(getConfig().canSee).toEqual({ employees: true, payroll: false });
    expect(getConfig().company).toEqual({ passkeysEnabled: true });
    configure({ canSee: { hiring: true } });
    expect(getConfig().canSee).toEqual({ employees: true, payroll: false, hiring: true });
  });

  it('keeps only the typed session-user fields the session check and the passkey prompt need', () => {
    expect(getConfig().session).toBeNull();
    const input = {
      session: {
        id: 7,
        username: 'ada',
        isOnboardingUser: true,
        isOfferLetterUser: 'yes',
        loginType: 'google',
        hasPasskey: true,
      },
    };
    expect(sanitizeConfig(input)).toEqual({
      session: { id: 7, isOnboardingUser: true, isOfferLetterUser: false, loginType: 'google', hasPasskey: true },
    });
    // hasPasskey (for <hr-passkey-prompt>) is kept only as a boolean, and left out when not printed.
    expect(sanitizeConfig({ session: { id: 7, hasPasskey: 'yes' } }).session).not.toHaveProperty('hasPasskey');
    expect(sanitizeConfig({ session: { id: 7, hasPasskey: false } }).session?.hasPasskey).toBe(false);
    expect(sanitizeConfig({ session: { id: '7', loginType: 3 } })).toEqual({
      session: { id: null, isOnboardingUser: false, isOfferLetterUser: false, loginType: null },
    });
    // acceptedCookies (for <hr-cookie-notice>) likewise: a boolean or nothing.
    expect(sanitizeConfig({ session: { id: 7, acceptedCookies: 'no' } }).session).not.toHaveProperty('acceptedCookies');
    expect(sanitizeConfig({ session: { id: 7, acceptedCookies: 0 } }).session).not.toHaveProperty('acceptedCookies');
    expect(sanitizeConfig({ session: { id: 7, acceptedCookies: false } }).session?.acceptedCookies).toBe(false);
    expect(sanitizeConfig({ session: { id: 7, acceptedCookies: true } }).session?.acceptedCookies).toBe(true);
    expect(sanitizeConfig({ session: 'x' })).toEqual({});
    expect(sanitizeConfig({ session: null })).toEqual({ session: null });
  });

  it('keeps the mobile app links as strings only', () => {
    expect(
      sanitizeConfig({ mobileApp: { appStoreUrl: 'https://apps.apple.com/app/id1', googlePlayUrl: 7, x: null } })
        .mobileApp,
    ).toEqual({ appStoreUrl: 'https://apps.apple.com/app/id1' });
    expect(sanitizeConfig({ mobileApp: 'https://x' }).mobileApp).toBeUndefined();
  });

  it('logs a broken config block and keeps the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    addConfigScript('{"csrfToken": ');
    expect(readConfigScript()).toEqual({});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('hr-shell-config'));
  });

  it("keeps the user's email as text for the account menu's header, null when missing or not a string", () => {
    const user = { id: 7, firstName: 'Ada', lastName: 'Lovelace' };
    expect(sanitizeConfig({ user: { ...user, email: 'ada@acme.example' } }).user).toMatchObject({
      email: 'ada@acme.example',
    });
    expect(sanitizeConfig({ user }).user).toMatchObject({ email: null });
    expect(sanitizeConfig({ user: { ...user, email: ['<b>x</b>'] } }).user).toMatchObject({ email: null });
  });

  it('drops wrongly typed fields and users without an id', () => {
    expect(sanitizeConfig({ urlPrefix: 3, csrfToken: {}, user: { firstName: 'x' }, locale: 5 })).toEqual({});
    expect(sanitizeConfig('nope')).toEqual({});
    expect(sanitizeConfig({ user: null })).toEqual({ user: null });
  });

  it('keeps the answers a page printed (banners, inbox counts, Answers button) as objects, and nothing else', () => {
    addConfigScript(
      JSON.stringify({
        banners: { announcement: { id: 3, message: 'Hi' } },
        inbox: { inbox: { count: 2 } },
        answersButton: 'yes',
      }),
    );
    reloadConfig();
    expect(getConfig().banners).toEqual({ announcement: { id: 3, message: 'Hi' } });
    expect(getConfig().inbox).toEqual({ inbox: { count: 2 } });
    expect(getConfig().answersButton).toBeNull();
    expect(sanitizeConfig({ banners: [1], inbox: 4 })).toEqual({});
    configure({ banners: null });
    expect(getConfig().banners).toBeNull();
  });

  it('never lets __proto__ in a config reach Object.prototype', () => {
    addConfigScript('{"__proto__":{"polluted":true},"features":{"__proto__":{"polluted":true}}}');
    reloadConfig();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(getConfig().features).toEqual({});
  });
});

describe('configure()', () => {
  it('merges flag maps key by key and notifies subscribers', () => {
    const seen: unknown[] = [];
    const unbind = $config.listen((value) => seen.push(value.features));
    configure({ features: { jade: true } });
    configure({ features: { encore: true } });
    unbind();
    expect(getConfig().features).toEqual({ jade: true, encore: true });
    expect(seen).toHaveLength(2);
  });

  it('stores a rotated CSRF token for every later request', () => {
    setCsrfToken('rotated');
    expect(getConfig().csrfToken).toBe('rotated');
  });

  it('accepts an error reporter function from script only', () => {
    const reporter = () => {};
    expect(configure({ reportError: reporter }).reportError).toBe(reporter);
  });
});

describe('resolveConfig()', () => {
  it('applies an element override on top of the page config without the reporter', () => {
    const base = mergeConfig(DEFAULT_CONFIG, { urlPrefix: '/a', features: { x: true } });
    const resolved = resolveConfig(base, { urlPrefix: '/b', features: { y: true }, reportError: null });
    expect(resolved.urlPrefix).toBe('/b');
    expect(resolved.features).toEqual({ x: true, y: true });
    expect(resolveConfig(base, undefined)).toBe(base);
  });
});

describe('config source (how services read the page config without importing the store)', () => {
  it('gives services the defaults until the config store loads, then the store’s state', async () => {
    vi.resetModules();
    const lib = await import('../../src/lib/config');
    expect(lib.pageConfig()).toBe(lib.DEFAULT_CONFIG);
    const store = await import('../../src/stores/config');
    store.configure({ storagePrefix: 'acme:', urlPrefix: '/hr' });
    expect(lib.pageConfig()).toMatchObject({ storagePrefix: 'acme:', urlPrefix: '/hr' });
    expect(lib.pageConfig()).toBe(store.getConfig());
    store.reloadConfig();
  });

  it('is what storage keys and the http prefix are built from', async () => {
    const { storageKey } = await import('../../src/lib/storage');
    const { resolveRequestUrl } = await import('../../src/lib/http-client');
    configure({ storagePrefix: 'acme:', urlPrefix: '/hr' });
    expect(storageKey('recent')).toBe('acme:recent');
    expect(resolveRequestUrl('/ajax/x.php')).toBe('http://localhost:3000/hr/ajax/x.php');
  });
});
