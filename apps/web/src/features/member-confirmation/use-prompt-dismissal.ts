import { useCallback, useState } from 'react';

/** Session storage: the membership number of the member who dismissed the prompt in this tab's visit. */
const DISMISSED_KEY = 'confirmPromptDismissed';

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    // storage refused (a locked-down browser): the prompt is then dismissed for this page's life only
    return null;
  }
}

/**
 * Spec 2.4: closing the prompt, or going to the confirmation page, hides it for the rest of the visit, reloads
 * included. Kept per member, so another member logging in on the same tab is still asked.
 */
export function usePromptDismissal(membershipNo: string | undefined): { dismissed: boolean; dismiss: () => void } {
  const [dismissedHere, setDismissedHere] = useState<string | null>(readDismissed);
  const dismiss = useCallback(() => {
    if (!membershipNo) return;
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, membershipNo);
    } catch {
      // see readDismissed
    }
    setDismissedHere(membershipNo);
  }, [membershipNo]);
  return { dismissed: !!membershipNo && dismissedHere === membershipNo, dismiss };
}
