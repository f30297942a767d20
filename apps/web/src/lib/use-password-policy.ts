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
