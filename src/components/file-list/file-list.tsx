import { useFileList } from './use-file-list';

export interface FileListProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function FileList({ label, disabled }: FileListProps) {
  const { text, press } = useFileList(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
