import { normaliseDigitalAddress, regionOfDigitalAddress } from '@shop/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  getListSavedAddressesQueryKey,
  useDeleteAddress,
  useListSavedAddresses,
  useSaveAddress,
  useSetDefaultAddress,
  useUpdateAddress,
} from '../../api/generated/endpoints/addresses/addresses';
import type { SavedAddressDto } from '../../api/generated/model';
import { errorBody, errorMessage, errorStatus } from '../../lib/api-error';
import { checkoutPin, serverFieldErrors, validateAddress, type CheckoutErrors } from '../../lib/checkout-form';
import { addressFields, addressLine, EMPTY_ADDRESS, SAVED_ADDRESS_LIMIT, shippingAddressInput, type AddressFormFields } from '../../lib/saved-addresses';
import { LocationPin } from '../checkout/location-pin';
import { RegionField } from '../checkout/region-field';
import { TextField } from '../checkout/text-field';
import { Button } from './button';
import { TitledSection } from './titled-section';
import './saved-addresses.css';

type Draft = AddressFormFields & { label: string; isDefault: boolean };
type DraftErrors = CheckoutErrors & { label?: string };

/** The fields in the order they appear: the first one at fault gets the focus. */
const FIELD_ORDER = ['label', 'address', 'landmark', 'digitalAddress', 'city', 'region', 'country'] as const;

/** Adding or editing one address; saved through the API, which checks every field again. */
function AddressForm({ saved, onDone, onCancel }: { saved: SavedAddressDto | null; onDone: () => void; onCancel: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => (saved ? { ...addressFields(saved), label: saved.label ?? '', isDefault: saved.isDefault } : { ...EMPTY_ADDRESS, label: '', isDefault: false }));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useSaveAddress();
  const replace = useUpdateAddress();
  const pending = create.isPending || replace.isPending;
  const errors: DraftErrors = validateAddress(draft);
  const errorFor = (field: keyof DraftErrors) => serverErrors[field] ?? (submitted ? errors[field] : undefined);
  const set = (fields: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...fields }));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in fields))));
  };
  const text = (name: 'label' | 'address' | 'landmark' | 'digitalAddress' | 'city' | 'country') => ({
    name,
    value: draft[name],
    error: errorFor(name),
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
    onBlur: () => undefined,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setFailure(null);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      const element = formRef.current?.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    const data = { ...shippingAddressInput(draft), ...(draft.label.trim() ? { label: draft.label.trim() } : {}), ...(draft.isDefault ? { isDefault: true } : {}) };
    const handlers = {
      onSuccess: onDone,
      onError: (error: unknown) => {
        if (errorStatus(error) === 400) setServerErrors({ ...serverFieldErrors(errorBody(error)?.fields), ...(errorBody(error)?.fields?.label ? { label: errorBody(error)!.fields!.label[0] } : {}) });
        setFailure(errorMessage(error));
      },
    };
    if (saved) replace.mutate({ id: saved.id, data }, handlers);
    else create.mutate({ data }, handlers);
  };

  return (
    <form ref={formRef} className="address-form" noValidate onSubmit={submit} aria-label={saved ? 'Edit address' : 'New address'}>
      <div className="field-grid">
        <TextField {...text('label')} label="Name for it" optional autoComplete="off" placeholder="e.g. Home, Office" maxLength={40} wide />
        <TextField {...text('address')} label="Address" autoComplete="street-address" placeholder="House number and street, or area" wide />
        <TextField {...text('landmark')} label="Landmark" autoComplete="off" placeholder="e.g. opposite Star Oil, Kasoa" hint="Something near you a rider can ask for" wide />
        <TextField
          {...text('digitalAddress')}
          onChange={(event) => {
            const region = regionOfDigitalAddress(event.target.value);
            set({ digitalAddress: event.target.value, ...(region && !draft.region ? { region } : {}) });
          }}
          onBlur={() => {
            const normalised = normaliseDigitalAddress(draft.digitalAddress);
            if (normalised && normalised !== draft.digitalAddress) set({ digitalAddress: normalised });
          }}
          label="Digital address"
          autoComplete="off"
          placeholder="GA-183-8164"
          hint="Your GhanaPostGPS code"
          maxLength={20}
          optional
        />
        <TextField {...text('city')} label="City" autoComplete="address-level2" />
        <RegionField value={draft.region} error={errorFor('region')} onChange={(region) => set({ region })} onBlur={() => undefined} />
        <TextField {...text('country')} label="Country" autoComplete="country-name" />
        <LocationPin pin={checkoutPin(draft)} error={errorFor('lat') ?? errorFor('lng')} onChange={(pin) => set({ lat: pin ? String(pin.lat) : '', lng: pin ? String(pin.lng) : '' })} />
        {saved?.isDefault ? null : (
          <label className="field field--wide save-address-tick">
            <input type="checkbox" name="isDefault" checked={draft.isDefault} onChange={(event) => set({ isDefault: event.target.checked })} />
            <span>Make this my default address</span>
          </label>
        )}
      </div>
      {failure ? (
        <p className="field-error address-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="address-form__actions">
        <Button variant="primary" type="submit" loading={pending}>
          {saved ? 'Save changes' : 'Save address'}
        </Button>
        <Button variant="text" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One saved address with what can be done to it. */
function SavedAddressItem({ saved, onEdit, onChanged }: { saved: SavedAddressDto; onEdit: () => void; onChanged: () => void }) {
  const makeDefault = useSetDefaultAddress({ mutation: { onSuccess: onChanged } });
  const remove = useDeleteAddress({ mutation: { onSuccess: onChanged } });
  const name = saved.label ?? 'Saved address';
  const failed = makeDefault.error ?? remove.error;
  return (
    <li className="saved-address">
      <p className="saved-address__name">
        {name}
        {saved.isDefault ? <span className="saved-address-choice__default">Default</span> : null}
      </p>
      <p className="saved-address__line">{addressLine(saved)}</p>
      {saved.landmark || saved.digitalAddress ? <p className="saved-address__line">{[saved.landmark, saved.digitalAddress].filter(Boolean).join(' · ')}</p> : null}
      <div className="saved-address__actions">
        <Button variant="text" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        {saved.isDefault ? null : (
          <Button variant="text" loading={makeDefault.isPending} onClick={() => makeDefault.mutate({ id: saved.id })} aria-label={`Make ${name} the default`}>
            Make default
          </Button>
        )}
        <Button variant="text" loading={remove.isPending} onClick={() => remove.mutate({ id: saved.id })} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
      {failed ? (
        <p className="field-error" role="alert">
          {errorMessage(failed)}
        </p>
      ) : null}
    </li>
  );
}

/** Issue 35: the signed-in customer's saved addresses, which checkout offers (ADR 064). */
export function SavedAddresses() {
  const query = useListSavedAddresses({ query: { retry: false } });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  // Each notice its own, so a second "Address saved." is brought into view like the first.
  const [notice, setNotice] = useState<{ text: string; id: number } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The form that was saved is gone and the page did not move: the shopper is taken to what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const addresses = query.data?.data ?? [];
  const refresh = (message: string) => {
    setEditing(null);
    setNotice((last) => ({ text: message, id: (last?.id ?? 0) + 1 }));
    void queryClient.invalidateQueries({ queryKey: getListSavedAddressesQueryKey() });
  };

  let body;
  if (query.isPending) {
    body = <div className="saved-addresses__skeleton" aria-busy="true" />;
  } else if (query.isError) {
    body = (
      <div className="home-card__empty" role="alert">
        <p>Your addresses could not be loaded right now.</p>
        <Button onClick={() => void query.refetch()}>Try Again</Button>
      </div>
    );
  } else {
    body = (
      <>
        {addresses.length === 0 && editing !== 'new' ? <p className="home-card__empty-text">Save an address and checkout fills it in for you.</p> : null}
        <ul className="saved-addresses divided-list">
          {addresses.map((saved) =>
            editing === saved.id ? (
              <li key={saved.id} className="saved-address">
                <AddressForm saved={saved} onDone={() => refresh('Address saved.')} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <SavedAddressItem key={saved.id} saved={saved} onEdit={() => setEditing(saved.id)} onChanged={() => refresh('Your addresses are updated.')} />
            ),
          )}
        </ul>
        {editing === 'new' ? (
          <AddressForm saved={null} onDone={() => refresh('Address saved.')} onCancel={() => setEditing(null)} />
        ) : editing !== null ? null : addresses.length < SAVED_ADDRESS_LIMIT ? (
          <Button onClick={() => setEditing('new')}>Add address</Button>
        ) : (
          <p className="home-card__empty-text">You keep {SAVED_ADDRESS_LIMIT} addresses, the most there can be. Delete one to add another.</p>
        )}
      </>
    );
  }

  return (
    <TitledSection className="surface home-card saved-addresses-card" title="Saved Addresses" titleClassName="home-card__title">
      {notice ? (
        <p className="saved-addresses__notice" role="status" tabIndex={-1} ref={noticeRef}>
          {notice.text}
        </p>
      ) : null}
      {body}
    </TitledSection>
  );
}
