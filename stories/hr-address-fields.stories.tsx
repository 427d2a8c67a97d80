import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-address-fields';
import type { HrAddressFieldsElement } from '../elements/hr-address-fields';

/*
 * <hr-address-fields> around a PHP page's country, state and zip fields, as on demo/forms.html.
 * MSW answers the reference calls with the demo server's shapes: get_countries {success, data:
 * {id: name}}, get_states {success, data: [{id, name}]}, getTimezoneFromZip {success, error,
 * timezone_value}.
 */

const COUNTRIES = {
  '0': 'Not specified',
  '1': 'United States',
  '3': 'Canada',
  '73': 'France',
  '157': 'Mexico',
  '222': 'United Kingdom',
};
const STATES: Record<string, Array<{ id: number; name: string }>> = {
  '1': [
    { id: 1005, name: 'California' },
    { id: 1045, name: 'Utah' },
  ],
  '3': [
    { id: 3001, name: 'Alberta' },
    { id: 3009, name: 'Ontario' },
  ],
  '157': [{ id: 157_015, name: 'Jalisco' }],
  '222': [{ id: 222_016, name: 'Greater London' }],
};

const countries = http.get('/ajax/get_countries', () => HttpResponse.json({ success: true, data: COUNTRIES }));
const states = http.get('/ajax/get_states', ({ request }) =>
  HttpResponse.json({ success: true, data: STATES[new URL(request.url).searchParams.get('country') ?? ''] ?? [] }),
);
const timezone = http.get('/location/getTimezoneFromZip/:zip', ({ params }) =>
  params.zip === '84042'
    ? HttpResponse.json({ success: true, error: null, timezone_value: 'America/Denver' })
    : HttpResponse.json(
        { success: false, error: 'No timezone is known for this ZIP code.', timezone_value: null },
        { status: 404 },
      ),
);

interface AddressArgs {
  country: string;
  state: string;
  zip: string;
  variant?: 'dependent' | 'emergency';
  disabled?: boolean;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrAddressFieldsElement>('hr-address-fields');
  if (!element) throw new Error('<hr-address-fields> not rendered');
  const country = element.control as HTMLSelectElement;
  await waitFor(() => expect(country.options.length).toBeGreaterThan(2));
  const label = (id: string) => canvasElement.querySelector(`label[for="${id}"]`)?.textContent?.trim();
  return {
    element,
    country,
    state: canvasElement.querySelector('#story-state') as HTMLSelectElement,
    zip: canvasElement.querySelector('#story-zip') as HTMLInputElement,
    timezone: canvasElement.querySelector('#story-timezone') as HTMLInputElement,
    label,
  };
}

const meta = {
  title: 'Elements/hr-address-fields',
  args: { country: '1', state: '1045', zip: '84042' },
  argTypes: {
    variant: { control: 'select', options: [undefined, 'dependent', 'emergency'] },
    disabled: { control: 'boolean' },
  },
  render: ({ country, state, zip, variant, disabled }) => (
    <form style={{ minHeight: 260, fontSize: 14 }} onSubmit={(event) => event.preventDefault()}>
      <hr-address-fields
        variant={variant}
        disabled={disabled || undefined}
        style={{ display: 'grid', gap: 4, maxWidth: 320 }}
      >
        <label htmlFor="story-country">Country</label>
        <select id="story-country" name="country" defaultValue={country}>
          <option value="">–Select–</option>
          <option value={country}>{COUNTRIES[country as keyof typeof COUNTRIES] ?? 'Printed country'}</option>
        </select>
        <label htmlFor="story-state">State</label>
        <select id="story-state" name="state" defaultValue={state}>
          <option value="">–Select–</option>
          {state && <option value={state}>Printed state</option>}
        </select>
        <label htmlFor="story-zip">ZIP</label>
        <input id="story-zip" name="zip" defaultValue={zip} />
        <label htmlFor="story-timezone">Timezone</label>
        <input id="story-timezone" name="timezone" readOnly />
      </hr-address-fields>
    </form>
  ),
  parameters: { msw: { handlers: [countries, states, timezone] }, actions: { handles: ['hr-change', 'hr-error'] } },
} satisfies Meta<AddressArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** United States: State / ZIP Code; the lists come from the server, the printed choice kept. */
export const UnitedStates: Story = {
  play: async ({ canvasElement }) => {
    const { label, state, country } = await ready(canvasElement);
    await expect(label('story-state')).toBe('State');
    await expect(label('story-zip')).toBe('ZIP Code');
    await waitFor(() =>
      expect([...state.options].map((option) => option.text)).toEqual(['–Select–', 'California', 'Utah']),
    );
    await expect([country.value, state.value]).toEqual(['1', '1045']);
  },
};

/** Canada (3): Province / Postal Code (SPEC's id rule said State / Post Code; see the element's docs). */
export const Canada: Story = {
  args: { country: '3', state: '3009', zip: 'K1A 0B1' },
  play: async ({ canvasElement }) => {
    const { label } = await ready(canvasElement);
    await expect([label('story-state'), label('story-zip')]).toEqual(['Province', 'Postal Code']);
  },
};

/** United Kingdom (222): County / Postcode. */
export const UnitedKingdom: Story = {
  args: { country: '222', state: '222016', zip: 'SW1A 1AA' },
  play: async ({ canvasElement }) => {
    const { label } = await ready(canvasElement);
    await expect([label('story-state'), label('story-zip')]).toEqual(['County', 'Postcode']);
  },
};

/** Mexico (157): State / Postal Code. */
export const Mexico: Story = {
  args: { country: '157', state: '157015', zip: '44100' },
  play: async ({ canvasElement }) => {
    const { label } = await ready(canvasElement);
    await expect([label('story-state'), label('story-zip')]).toEqual(['State', 'Postal Code']);
  },
};

/** France (73): Region / Postal Code; a country without states leaves only the placeholder. */
export const OtherCountry: Story = {
  args: { country: '73', state: '', zip: '75001' },
  play: async ({ canvasElement }) => {
    const { label, state } = await ready(canvasElement);
    await expect([label('story-state'), label('story-zip')]).toEqual(['Region', 'Postal Code']);
    await waitFor(() => expect([...state.options].map((option) => option.text)).toEqual(['–Select–']));
  },
};

/** Choosing another country relabels the fields and reloads the states. */
export const SwitchCountry: Story = {
  play: async ({ canvasElement }) => {
    const { country, state, label } = await ready(canvasElement);
    await userEvent.selectOptions(country, '222');
    await waitFor(() => expect(label('story-state')).toBe('County'));
    await waitFor(() =>
      expect([...state.options].map((option) => option.text)).toEqual(['–Select–', 'Greater London']),
    );
    await expect(state.value).toBe('');
  },
};

/** variant="dependent": 'Dependent State', 'Dependent ZIP Code'. */
export const Dependent: Story = {
  args: { variant: 'dependent' },
  play: async ({ canvasElement }) => {
    const { label } = await ready(canvasElement);
    await waitFor(() =>
      expect([label('story-state'), label('story-zip')]).toEqual(['Dependent State', 'Dependent ZIP Code']),
    );
  },
};

/** variant="emergency": 'Emergency Contact County', 'Emergency Contact Postcode'. */
export const EmergencyContact: Story = {
  args: { variant: 'emergency', country: '222', state: '222016', zip: 'SW1A 1AA' },
  play: async ({ canvasElement }) => {
    const { label } = await ready(canvasElement);
    await waitFor(() =>
      expect([label('story-state'), label('story-zip')]).toEqual([
        'Emergency Contact County',
        'Emergency Contact Postcode',
      ]),
    );
  },
};

/** Typing a US ZIP fills the timezone field. */
export const TimezoneFromZip: Story = {
  args: { zip: '' },
  play: async ({ canvasElement }) => {
    const { zip, timezone } = await ready(canvasElement);
    await userEvent.type(zip, '84042');
    await userEvent.tab();
    await waitFor(() => expect(timezone.value).toBe('America/Denver'));
  },
};

/** The country list failed: the printed options stay and the data-fetch message shows. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/ajax/get_countries', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
        states,
        timezone,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('hr-address-fields') as HrAddressFieldsElement;
    await waitFor(() =>
      expect(element.querySelector('[role="alert"]')).toHaveTextContent(
        'An error has occurred while getting the data. Please reload the page and try again.',
      ),
    );
    await expect(element.value).toBe('1');
  },
};

/** Disabled: every part is disabled and nothing is posted. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const { country, state, zip } = await ready(canvasElement);
    await expect(country).toBeDisabled();
    await waitFor(() => expect(state).toBeDisabled());
    await expect(zip).toBeDisabled();
  },
};
