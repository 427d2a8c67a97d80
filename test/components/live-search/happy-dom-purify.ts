/**
 * happy-dom defines `nodeName` on each node class but leaves Node.prototype's getter returning
 * '' — and DOMPurify reads node names through Node.prototype's getter (so a clobbered property
 * cannot fool it). Under happy-dom it would then see no tag names and drop every element. This
 * test-only patch makes Node.prototype's getter defer to the node's own class, as in browsers.
 * The e2e suite checks the real thing in Chromium.
 */
export function patchHappyDomNodeName(): void {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  if (!base?.get || (base.get as { patched?: boolean }).patched) return;
  const baseGet = base.get;
  const get = function (this: Node): string {
    for (
      let proto = Object.getPrototypeOf(this) as object | null;
      proto && proto !== Node.prototype;
      proto = Object.getPrototypeOf(proto) as object | null
    ) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
      if (own?.get) return own.get.call(this) as string;
    }
    return baseGet.call(this) as string;
  };
  Object.assign(get, { patched: true });
  Object.defineProperty(Node.prototype, 'nodeName', { ...base, get });
}
