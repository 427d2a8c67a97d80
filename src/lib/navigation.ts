import { shared } from './runtime';

/**
 * The page navigations elements make (reload after a change the page must show, go to another
 * page). One object per page: unit tests replace its functions (`navigation.reload = vi.fn()`)
 * instead of the browser's location, which cannot be mocked; e2e tests see the real navigation.
 */
export const navigation = shared('navigation', () => ({
  reload(): void {
    location.reload();
  },
  assign(href: string): void {
    location.assign(href);
  },
}));
