import { useState } from 'react';
import { ApiError } from './api';

/**
 * Wraps a form's async submit: `pending` while it runs; an ApiError ends it quietly because the API
 * client has already shown the message (SPEC §8).
 */
export function useSubmit<Values>(action: (values: Values) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const submit = async (values: Values) => {
    setPending(true);
    try {
      await action(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setPending(false);
    }
  };
  return { submit, pending };
}
