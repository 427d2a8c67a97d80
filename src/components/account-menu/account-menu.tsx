import { useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { useConfig, useEmit } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { report } from '../../lib/report';
import { clearUserData } from '../../lib/storage';
import { safeUrl } from '../../lib/urls';
import { lazyPart, useLazyPart } from '../../ui/lazy-part';
import { MenuButton, type MenuItem } from '../../ui/menu-button';
import type { MobileQrDialogProps } from '../mobile-qr/mobile-qr';
import { fullName, greetingName, initials } from './account-menu.logic';

/** The popup and its styles: a chunk fetched on the first sign of intent (pointer over, focus, press). */
export const accountMenuPopup = lazyPart(
  () => import('./account-menu-popup').then((module) => module.AccountMenuPopup),
  'hr-account-menu',
);

// The dialog (and qrcode inside it) is its own chunk: the shell page never downloads it.
const loadQrDialog = () => import('./mobile-qr-dialog').then((module) => module.AccountQrDialog);

function Avatar({ src, letters }: { src: string | null; letters: string }) {
  const [broken, setBroken] = useState(false);
  // A missing or broken photo becomes the default picture, never a broken image.
  return src && !broken ? (
    <img className="account-avatar" part="avatar" src={src} alt="" onError={() => setBroken(true)} />
  ) : (
    <span className="account-avatar" part="avatar" aria-hidden="true">
      <span className="account-initials">{letters}</span>
    </span>
  );
}

/**
 * The account menu. Rendered inside `<hr-global-header>` and on its own by `<hr-account-menu>`.
 * The first render is the button; the popup and its items arrive on intent (account-menu-popup.tsx).
 * Without the `account` capability only the greeting 'Hi, {firstName}' shows; without a user, nothing. Fires `hr-open`/`hr-close` `{menu: 'account'}` and the cancelable
 * `hr-select` `{menu: 'account', item, href}` from the element that renders it.
 */
export function AccountMenu() {
  const config = useConfig();
  const emit = useEmit();
  const button = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<ComponentType<MobileQrDialogProps> | null>(null);
  const popup = useLazyPart(accountMenuPopup);
  const { user, allowedHosts } = config;

  if (!user) return null;
  if (!config.capabilities.account)
    return (
      <span className="account-greeting" part="greeting">
        {t(m.accountGreeting, { firstName: greetingName(user) })}
      </span>
    );

  const openQr = () =>
    loadQrDialog().then(
      (component) => setDialog(() => component),
      (error: unknown) => report(error, { source: 'hr-account-menu', phase: 'runtime' }),
    );

  const select = (item: MenuItem, event: MouseEvent) => {
    if (!emit('select', { menu: 'account', item: item.id, href: item.href ?? null }, { cancelable: true }))
      event.preventDefault();
    else if (item.id === 'mobileQrLogin') void openQr();
    // The user's stored data does not outlive the session on a shared machine.
    else if (item.id === 'logOut') clearUserData();
  };

  const open = (isOpen: boolean) => {
    emit(isOpen ? 'open' : 'close', { menu: 'account' });
    // Warm the dialog's chunk while the user reads the menu (qrcode itself waits for the dialog).
    if (isOpen && config.capabilities.mobileQrLogin === true) loadQrDialog().catch(() => undefined);
  };

  const avatar = safeUrl(user.avatarMedium, { allowedHosts });
  return (
    <>
      <MenuButton
        Popup={popup.Part}
        onIntent={popup.want}
        className="account-menu"
        buttonRef={button}
        label={t(m.accountMenuLabel)}
        onSelect={select}
        onOpenChange={open}
        trigger={
          <>
            <Avatar key={avatar?.href} src={avatar?.href ?? null} letters={initials(user)} />
            <span className="account-name" part="name">
              {fullName(user) || t(m.accountMenuLabel)}
            </span>
            <svg className="account-chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              <path
                d="m3.5 6 4.5 4.5L12.5 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </>
        }
      />
      {Dialog && (
        <Dialog
          onClose={() => {
            setDialog(null);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
