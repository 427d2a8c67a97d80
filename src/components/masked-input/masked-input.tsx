import { useMaskedInput } from './use-masked-input';

export interface MaskedInputProps {
  /** ssn, sin, nin, national-id, passport, card-expiry, mm/dd/yy, dd/mm/yy, yy-mm-dd, 'dd MMM YYYY', 'MMM YYYY'. */
  mask?: string;
  /** Post the raw characters (no separators) through a hidden mirror; the field still shows the mask. */
  unmask?: boolean;
}

/** Renders beside the page's own input: the Show toggle of sensitive masks and the two message regions it is described by. */
export function MaskedInput(props: MaskedInputProps) {
  const view = useMaskedInput(props);
  const { reveal } = view;
  return (
    <>
      {reveal && (
        <button
          ref={reveal.ref}
          type="button"
          className="hr-masked-input__reveal"
          aria-pressed={reveal.pressed}
          aria-label={reveal.label}
          aria-controls={reveal.controls}
          disabled={reveal.disabled}
          onClick={reveal.toggle}
          onBlur={(event) => reveal.onBlur(event)}
        >
          {reveal.text}
        </button>
      )}
      <span id={view.alertId} className="hr-masked-input__message hr-masked-input__message--rejected" role="alert">
        {view.alert}
      </span>
      <span id={view.statusId} className="hr-masked-input__message" role="status">
        {view.status}
      </span>
    </>
  );
}
