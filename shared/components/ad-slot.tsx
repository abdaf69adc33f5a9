import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '../app-context';

/**
 * The ad slot (SPEC.md section 2, DESIGN.md AD_SCRIPT_URL): absent when no ad script is
 * configured. Its space is reserved in CSS so nothing shifts when the ad arrives. The script
 * is loaded again on every path change, and on a query change only with AD_RELOAD_ON_QUERY.
 */
export function AdSlot() {
  const { adScriptUrl, adReloadOnQuery } = useAppConfig();
  const { pathname, search } = useLocation();
  const slot = useRef<HTMLDivElement>(null);
  const trigger = adReloadOnQuery ? pathname + search : pathname;
  // biome-ignore lint/correctness/useExhaustiveDependencies: trigger is not read, it is when the slot reloads (SPEC: on a path change, not a query change).
  useEffect(() => {
    const el = slot.current;
    if (!adScriptUrl || !el) return;
    el.replaceChildren();
    const script = document.createElement('script');
    script.src = adScriptUrl;
    script.async = true;
    el.appendChild(script);
  }, [adScriptUrl, trigger]);
  if (!adScriptUrl) return null;
  return <aside className="ad-slot" ref={slot} aria-label="Advertisement" data-ad-slot="" />;
}
