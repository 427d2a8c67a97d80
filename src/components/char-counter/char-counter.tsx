import { useCharCounter } from './use-char-counter';

export interface CharCounterProps {
  /** Count UTF-8 bytes instead of characters. */
  bytes?: boolean;
  /** The limit, when the textarea has no maxlength of its own (or to override it). */
  maxlength?: string;
}

export function CharCounter({ bytes, maxlength }: CharCounterProps) {
  const { counterId, limit, level, message, announcement } = useCharCounter({ bytes, maxlength });
  if (limit === null) return null;
  return (
    <>
      <span
        id={counterId}
        className={`hr-char-counter__counter hr-char-counter__counter--${level}`}
        hidden={level === 'hidden'}
      >
        {message}
      </span>
      <span className="hr-char-counter__live" role="status">
        {announcement.text && <span key={announcement.key}>{announcement.text}</span>}
      </span>
    </>
  );
}
