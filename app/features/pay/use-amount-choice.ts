import { useState } from 'react';

/**
 * A preset amount or 其他 with its typed text, and the amount rule's message: picking or typing again
 * clears the message (the reward, gift and top-up forms of both sites).
 */
export function useAmountChoice<C extends string | number>(initial: C) {
  const [choice, setChoiceState] = useState<C>(initial);
  const [other, setOtherState] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    choice,
    setChoice(next: C) {
      setChoiceState(next);
      setError(null);
    },
    other,
    setOther(text: string) {
      setOtherState(text);
      setError(null);
    },
    error,
    setError,
  };
}
