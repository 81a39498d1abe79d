import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/labelled-field';
import { errorMessage } from '../../../lib/api';
import { browserTimeZone, timeZoneOptions } from '../../../lib/time-zones';
import { useCompleteSetup } from '../api/use-complete-setup';
import {
  branchDisplayNameOf,
  type SetupField as Field,
  initialSetupValues,
  passwordHint,
  type SetupErrors,
  type SetupFormValues,
  serverFieldError,
  setupFormErrors,
  toSetupBody,
} from '../lib/setup-form';
import { countryOptions, currencyOptions } from '../lib/setup-options';

/** Owner, brand and first branch in one form; one request creates them all. */
export function SetupForm({ token, onDone }: { token: string; onDone: () => void }) {
  const setup = useCompleteSetup();
  const [values, setValues] = useState(() => initialSetupValues(browserTimeZone()));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: Field; message: string } | null>(null);
  const currencies = useMemo(currencyOptions, []);
  const countries = useMemo(countryOptions, []);
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);

  const errors: SetupErrors = submitted ? setupFormErrors(values) : {};
  if (serverError && !errors[serverError.field]) errors[serverError.field] = serverError.message;
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v: SetupFormValues) => ({ ...v, [field]: event.target.value }));
    if (serverError?.field === field) setServerError(null);
  };
  const hint = passwordHint(values);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(setupFormErrors(values)).length > 0) return;
    setup.mutate(toSetupBody(values, token), {
      onSuccess: onDone,
      onError: (error) => setServerError(serverFieldError(errorMessage(error))),
    });
  }

  return (
    <form className="setup" onSubmit={submit} noValidate>
      <fieldset className="setup__section">
        <legend>Owner</legend>
        <p className="setup__lead">
          The account that manages the restaurant, its staff and payments.
        </p>
        <LabelledField
          label="Owner username"
          error={errors.username}
          hint="Lowercase letters, digits, dots, dashes"
        >
          {(p) => (
            <input
              {...p}
              value={values.username}
              onChange={set('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </LabelledField>
        <LabelledField label="Display name" error={errors.displayName}>
          {(p) => (
            <input
              {...p}
              value={values.displayName}
              onChange={set('displayName')}
              autoComplete="name"
            />
          )}
        </LabelledField>
        <LabelledField label="Password" error={errors.password} hint={hint}>
          {(p) => (
            <input
              {...p}
              type="password"
              value={values.password}
              onChange={set('password')}
              autoComplete="new-password"
            />
          )}
        </LabelledField>
        <LabelledField label="Confirm password" error={errors.confirmPassword}>
          {(p) => (
            <input
              {...p}
              type="password"
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
              autoComplete="new-password"
            />
          )}
        </LabelledField>
      </fieldset>

      <fieldset className="setup__section">
        <legend>Brand</legend>
        <LabelledField
          label="Brand name"
          error={errors.brandName}
          hint="As guests see it on the menu"
        >
          {(p) => (
            <input
              {...p}
              value={values.brandName}
              onChange={set('brandName')}
              autoComplete="organization"
            />
          )}
        </LabelledField>
        <div className="setup__row">
          <LabelledField label="Currency" error={errors.currency}>
            {(p) => (
              <select {...p} value={values.currency} onChange={set('currency')}>
                {currencies.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <LabelledField
            label="Country"
            error={errors.country}
            hint="Guests' phone numbers are checked for it"
          >
            {(p) => (
              <select {...p} value={values.country} onChange={set('country')}>
                {countries.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
        </div>
      </fieldset>

      <fieldset className="setup__section">
        <legend>First branch</legend>
        <div className="setup__row">
          <LabelledField
            label="Branch name"
            error={errors.branchName}
            hint="e.g. the neighbourhood"
          >
            {(p) => <input {...p} value={values.branchName} onChange={set('branchName')} />}
          </LabelledField>
          <LabelledField label="Branch display name" error={errors.branchDisplayName}>
            {(p) => (
              <input
                {...p}
                value={branchDisplayNameOf(values)}
                onChange={set('branchDisplayName')}
              />
            )}
          </LabelledField>
        </div>
        <LabelledField label="Time zone" error={errors.timeZone}>
          {(p) => (
            <select {...p} value={values.timeZone} onChange={set('timeZone')}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <div className="setup__row">
          <LabelledField label="Opens at" error={errors.opensAt}>
            {(p) => <input {...p} type="time" value={values.opensAt} onChange={set('opensAt')} />}
          </LabelledField>
          <LabelledField
            label="Closes at"
            error={errors.closesAt}
            hint="The same time as opening: open around the clock"
          >
            {(p) => <input {...p} type="time" value={values.closesAt} onChange={set('closesAt')} />}
          </LabelledField>
        </div>
      </fieldset>

      {setup.isError && !serverError ? (
        <p className="setup__error" role="alert">
          {errorMessage(setup.error)}
        </p>
      ) : null}
      {submitted && Object.keys(errors).length > 0 && !setup.isPending ? (
        <p className="setup__error" role="alert">
          Please correct the fields marked above.
        </p>
      ) : null}
      <Button type="submit" variant="primary" block busy={setup.isPending}>
        Create owner and restaurant
      </Button>
    </form>
  );
}
