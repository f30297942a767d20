import { type PasswordPolicy, loadPasswordPolicy } from '@coop/password-policy';
import { useEffect, useState } from 'react';

/**
 * The password policy with its strength estimator, fetched when the form appears (it is large, so no other page
 * loads it); undefined until it arrives. If it cannot be fetched the form still works: the server judges.
 */
export function usePasswordPolicy(): PasswordPolicy | undefined {
  const [policy, setPolicy] = useState<PasswordPolicy>();
  useEffect(() => {
    let mounted = true;
    loadPasswordPolicy().then(
      (loaded) => {
        if (mounted) setPolicy(loaded);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return policy;
}

/**
 * The policy for a form that judges a new password when it is sent: `policyNow()` answers it, waiting for it (with
 * `checking` true) when it has not arrived yet. If it cannot be fetched it answers undefined: the rules without a
 * dictionary apply in the form and the server judges the rest.
 */
export function usePasswordPolicyCheck() {
  const policy = usePasswordPolicy();
  const [checking, setChecking] = useState(false);
  const policyNow = async (): Promise<PasswordPolicy | undefined> => {
    if (policy) return policy;
    setChecking(true);
    const loaded = await loadPasswordPolicy().catch(() => undefined);
    setChecking(false);
    return loaded;
  };
  return { policy, checking, policyNow };
}
