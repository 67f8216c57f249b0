/** antd's App holders for message, modal and notification, loaded on the first call (feedback.tsx). */
import { App } from 'antd';
import { useEffect } from 'react';
import type { Feedback } from './feedback';

function Ready({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const feedback = App.useApp();
  useEffect(() => onReady(feedback), [feedback, onReady]);
  return null;
}

export function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => void }) {
  return (
    <App component={false}>
      <Ready onReady={onReady} />
    </App>
  );
}
