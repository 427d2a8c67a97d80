import { useId } from 'react';
import { useHost } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useInlineEdit } from './use-inline-edit';

export interface InlineEditProps {
  saveSrc?: string;
  recordId?: number;
  value?: string;
  label?: string;
  placeholder?: string;
  maxlength?: number;
  disabled?: boolean;
}

/** Accessible name of the display button; the lazy stand-in uses the same one. */
export function displayName(label: string | undefined, value: string): string {
  const name = label?.trim() || t(m.inlineEditDefaultLabel);
  return value ? t(m.inlineEditEditValue, { label: name, value }) : t(m.inlineEditEditEmpty, { label: name });
}

export function InlineEdit({
  saveSrc,
  recordId,
  value,
  label,
  placeholder,
  maxlength,
  disabled = false,
}: InlineEditProps) {
  // Without a value attribute the page's own text between the tags is the value.
  const host = useHost();
  const { state, displayRef, inputRef, edit, input, cancel, dismiss, submit, keyDown } = useInlineEdit({
    saveSrc,
    recordId,
    value: value ?? host.textContent?.trim() ?? '',
    disabled,
  });
  const errorId = useId();
  const fieldLabel = label?.trim() || t(m.inlineEditDefaultLabel);
  // The one live region: saving, saved or the error, each announced once and politely.
  const status = state.saving
    ? t(m.inlineEditSaving)
    : (state.error ?? (state.highlightSeq ? t(m.inlineEditSaved) : ''));
  const editing = state.mode === 'editing' && !disabled;

  return (
    <span className="inline-edit" part="base" aria-busy={state.saving || undefined}>
      {editing ? (
        <form className="editor" part="form" onSubmit={submit} noValidate>
          <input
            ref={inputRef}
            className="input"
            part="input"
            type="text"
            value={state.draft}
            aria-label={fieldLabel}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
            maxLength={maxlength && maxlength > 0 ? maxlength : undefined}
            onChange={(event) => input(event.currentTarget.value)}
            onKeyDown={keyDown}
          />
          <button type="submit" className="save" part="save-button">
            {t(m.inlineEditSave)}
          </button>
          <button type="button" className="cancel" part="cancel-button" onClick={cancel}>
            {t(m.inlineEditCancel)}
          </button>
        </form>
      ) : disabled ? (
        <span className="value" part="value">
          {state.shown || placeholder}
        </span>
      ) : (
        <button
          ref={displayRef}
          type="button"
          className={state.highlightSeq ? 'display highlight' : 'display'}
          part={state.highlightSeq ? 'display highlight' : 'display'}
          aria-label={displayName(label, state.shown)}
          aria-describedby={state.error ? errorId : undefined}
          onClick={edit}
        >
          <span className="value" part="value">
            {state.shown || placeholder || '\u2014'}
          </span>
        </button>
      )}
      <span className="sr-only" role="status">
        {status}
      </span>
      {state.error && (
        <span className="error" part="error">
          <span id={errorId}>{state.error}</span>
          <button
            type="button"
            className="dismiss"
            part="dismiss-button"
            aria-label={t(m.inlineEditDismiss)}
            onClick={dismiss}
          >
            ×
          </button>
        </span>
      )}
    </span>
  );
}
