import { type ChangeEvent, type FormEvent, useState } from 'react';

export type Credentials = { username: string; password: string };
type Field = keyof Credentials;
type Errors = Partial<Record<Field, string>>;

/**
 * The fields' checks in the browser: both are required, their lengths capped by the inputs. Not zod
 * nor a form library, so that neither is part of the login page's download (the server checks the
 * whole of `loginSchema` anyway). Messages are codes, translated where they are shown.
 */
function credentialErrors(values: Credentials): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = 'login_username_required';
  if (!values.password) errors.password = 'login_password_required';
  return errors;
}

/** The login form's two fields: their values, and their errors from the last submit until edited. */
export function useCredentials() {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const inputProps = (field: Field) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  /** A submit handler that calls `handle` only with credentials that pass the checks. */
  const onSubmit = (handle: (values: Credentials) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const found = credentialErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void handle(values);
  };

  return { errors, inputProps, onSubmit };
}
