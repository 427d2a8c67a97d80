import { useState } from 'react';
import { Icon, PERSON_ICON } from './icons';

export interface AvatarProps {
  /** The photo's URL, already through safeUrl; null: the default picture. */
  src: string | null;
  /** The element's own class for the picture (its size and shape); `is-default` is added to the default one. */
  className: string;
  part?: string;
  /**
   * Letters for the default picture (initialsOf in avatar.logic.ts, from the name shown beside it);
   * without them it shows a person icon.
   */
  initials?: string;
}

/**
 * An employee's photo, decorative (the name is next to it: empty alt). A missing, refused or broken
 * photo becomes the default picture (SPEC §8), never a broken image: the initials when given,
 * else a person icon; the default one carries `data-default-photo`. Give it `key={src}` so a new photo gets a new chance to load.
 */
export function Avatar({ src, className, part = 'photo', initials }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  return src && !broken ? (
    <img className={className} part={part} src={src} alt="" onError={() => setBroken(true)} />
  ) : (
    <span className={`${className} is-default`} part={part} data-default-photo="" aria-hidden="true">
      {initials ? <span className="initials">{initials}</span> : <Icon d={PERSON_ICON} className="icon" />}
    </span>
  );
}
