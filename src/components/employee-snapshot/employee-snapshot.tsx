import { useEffect, useState, type ComponentType } from 'react';
import { useHost } from '../../element/define-element';
import { report } from '../../lib/report';
import type { OpenRequest } from './snapshot-open.logic';
import type { SnapshotDialogProps } from './snapshot-dialog';
import { registerSnapshotHost } from './snapshot-open';

export interface EmployeeSnapshotProps {
  /** Default snapshot route: `{snapshotSrc}{id}` and `{snapshotSrc}{id}/summary`. */
  snapshotSrc?: string;
  /** Employee summary route: `{summarySrc}{id}`, the header in the context view. */
  summarySrc?: string;
}

// The dialog, its styles and everything it shows are a chunk of their own, fetched on the first
// open: a page that prints the element pays only for this listener.
const loadDialog = () => import('./snapshot-dialog').then((module) => module.SnapshotDialog);

let sequence = 0;

/**
 * Renders nothing until an `hr-snapshot-open` event (or `open()`) names an employee; then the
 * snapshot dialog, loaded on first use. A newer open replaces the employee in the open dialog.
 */
export function EmployeeSnapshot({ snapshotSrc, summarySrc }: EmployeeSnapshotProps) {
  const host = useHost();
  const [request, setRequest] = useState<(OpenRequest & { seq: number }) | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<SnapshotDialogProps> | null>(null);

  useEffect(
    () =>
      registerSnapshotHost(host, (next) => {
        setRequest({ ...next, seq: ++sequence });
        loadDialog().then(
          (component) => setDialog(() => component),
          (error: unknown) => report(error, { source: 'hr-employee-snapshot', phase: 'runtime' }),
        );
      }),
    [host],
  );

  if (!request || !Dialog) return null;
  return (
    <Dialog request={request} snapshotSrc={snapshotSrc} summarySrc={summarySrc} onClose={() => setRequest(null)} />
  );
}
