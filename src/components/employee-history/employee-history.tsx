import { useEmployeeHistory } from './use-employee-history';

export interface EmployeeHistoryProps {
  /** The trigger button's text; without it there is no trigger (open with `open()` or `hr-history-open`). */
  label?: string;
  /** Shown above the employee's name in the modal's title ('Job History'). */
  heading?: string;
  /** The Employee object (id, preferredName, lastName, jobTitle, photoURL). */
  employee?: unknown;
  /** Fetch the header data of this employee from `employeeSrc`. */
  employeeId?: number;
  /** The header data route: `{employeeSrc}{employeeId}`. */
  employeeSrc?: string;
}

/**
 * The trigger (when labelled) and, once opened, the history/update modal from its own chunk. The
 * page's children are slotted into the modal's body, so they show only while it is open.
 */
export function EmployeeHistory({ label, heading, employee, employeeId, employeeSrc }: EmployeeHistoryProps) {
  const { text, open, Part, intent, show, close } = useEmployeeHistory(label);
  return (
    <>
      {text && (
        <button
          type="button"
          className="history-trigger"
          part="trigger"
          aria-haspopup="dialog"
          {...intent}
          onClick={show}
        >
          {text}
        </button>
      )}
      {open && Part && (
        <Part heading={heading} employee={employee} employeeId={employeeId} employeeSrc={employeeSrc} onClose={close} />
      )}
    </>
  );
}
