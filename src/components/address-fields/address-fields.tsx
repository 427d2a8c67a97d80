import { useAddressFields } from './use-address-fields';

export interface AddressFieldsProps {
  /** 'dependent' or 'emergency': prefixed labels. */
  variant?: string;
  employeeId?: string;
  payScheduleId?: string;
  /** Name of a form field the timezone goes into (default: the element's own field named "timezone"). */
  timezoneField?: string;
}

export function AddressFields({ variant, employeeId, payScheduleId, timezoneField }: AddressFieldsProps) {
  const { error } = useAddressFields({ variant, employeeId, payScheduleId, timezoneField });
  return (
    <span className="hr-address-fields__error" role="alert">
      {error}
    </span>
  );
}
