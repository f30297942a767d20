import { useParams } from 'react-router';
import { PolicyView } from '@/features/site-policy/components/policy-view';
import { Component as NotFound } from './not-found-route';

/** /cookie/cookies is the cookie policy, /cookie/policy the privacy policy (spec 2.1); any other value is not a page. */
export function Component() {
  const { typecookie } = useParams();
  if (typecookie !== 'cookies' && typecookie !== 'policy') return <NotFound />;
  return <PolicyView kind={typecookie} />;
}
