import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetCartReminderQueryKey, useGetCartReminder, useRemindAboutCart, useWithdrawCartReminder } from '../../api/generated/endpoints/cart-reminders/cart-reminders';
import { errorMessage } from '../../lib/api-error';
import { useHydrated } from '../../lib/use-hydrated';

const NO_REMINDER = { active: false, sendTo: null, nextReminderAt: null };

/**
 * "Remind me about my cart" (issue 35, ADR 071): marketing, so never ticked for the shopper. Ticking
 * sends the phone above; the server then texts at most twice if no order follows.
 */
export function CartReminderTick({ sessionId, phone, phoneProblem }: { sessionId: string; phone: string; phoneProblem: string | undefined }) {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const queryKey = getGetCartReminderQueryKey(sessionId);
  const reminder = useGetCartReminder(sessionId, { query: { enabled: hydrated, staleTime: 60_000 } });
  const [problem, setProblem] = useState<string | null>(null);
  // The box shows the server's answer: the reminder as it now stands, or the reason it was refused.
  const settled = (answer: unknown) => {
    setProblem(null);
    queryClient.setQueryData(queryKey, answer);
  };
  const onError = (error: unknown) => setProblem(errorMessage(error));
  const remind = useRemindAboutCart({ mutation: { onSuccess: settled, onError } });
  const withdraw = useWithdrawCartReminder({ mutation: { onSuccess: () => settled({ data: NO_REMINDER, status: 200 }), onError } });
  const state = reminder.data?.data ?? NO_REMINDER;
  const busy = remind.isPending || withdraw.isPending;
  // The tap shows at once; a refusal puts the box back and says why.
  const checked = remind.isPending || (!withdraw.isPending && state.active);

  const change = (ticked: boolean) => {
    if (!ticked) return withdraw.mutate({ sessionId });
    if (phoneProblem) return setProblem('Enter your phone number above first: the reminders are texts.');
    remind.mutate({ sessionId, data: { phone: phone.trim(), consent: true } });
  };

  return (
    <label className="field field--wide save-address-tick cart-reminder-tick">
      <input type="checkbox" name="cartReminder" checked={checked} disabled={busy || !hydrated} aria-describedby="cart-reminder-hint" onChange={(event) => change(event.target.checked)} />
      <span>
        Remind me about my cart
        <span id="cart-reminder-hint" className="field__hint">
          {state.active && state.sendTo
            ? ` We will text ${state.sendTo} if you don't finish: in an hour, then once more a day later. None after you order; the text's link stops them.`
            : ' At most two texts to the phone above if you leave before ordering. You can stop them from the text.'}
        </span>
        {problem ? (
          <span className="field-error cart-reminder-tick__problem" role="alert">
            {problem}
          </span>
        ) : null}
      </span>
    </label>
  );
}
