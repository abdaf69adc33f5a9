import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

// The loading bar of SPEC.md sections 4 and 9: starts with a navigation, advances by random
// steps up to 95 % over about 5000 ms (a tick every 100 ms), then finishes at 100 % and hides
// 500 ms later. An API failure during the navigation turns it red; it still finishes.
export const BAR_DURATION_MS = 5000;
export const BAR_TICK_MS = 100;
export const BAR_MAX = 95;
export const BAR_HIDE_AFTER_MS = 500;
/** Dispatched on window by the browser API client when a call fails. */
export const API_FAILURE_EVENT = 'bankcodes:api-failure';

/** One random step: on average the bar reaches BAR_MAX after BAR_DURATION_MS. */
export function nextPercent(current: number, random: number): number {
  const meanStep = BAR_MAX / (BAR_DURATION_MS / BAR_TICK_MS);
  return Math.min(BAR_MAX, current + 2 * meanStep * random);
}

type Phase = 'hidden' | 'running' | 'done';

export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');
  const [percent, setPercent] = useState(0);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // When the last failure was reported. A loader's fetch can fail before React commits the
  // navigation's busy state (the router's state update is a transition), so a failure seen
  // while the bar looks idle may belong to the navigation about to show: it counts for a
  // navigation that starts within BAR_HIDE_AFTER_MS of it, and is dropped otherwise.
  const failedAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const onFailure = () => {
      failedAt.current = performance.now();
      setFailed(true);
    };
    window.addEventListener(API_FAILURE_EVENT, onFailure);
    return () => window.removeEventListener(API_FAILURE_EVENT, onFailure);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: phase is read, not a trigger: only the navigation state starts and ends the bar.
  useEffect(() => {
    if (busy) {
      setFailed(performance.now() - failedAt.current < BAR_HIDE_AFTER_MS);
      setPercent(0);
      setPhase('running');
      timer.current = setInterval(() => setPercent((p) => nextPercent(p, Math.random())), BAR_TICK_MS);
      return () => clearInterval(timer.current);
    }
    if (phase !== 'running') return;
    setPercent(100);
    setPhase('done');
    const hide = setTimeout(() => setPhase('hidden'), BAR_HIDE_AFTER_MS);
    return () => clearTimeout(hide);
  }, [busy]);

  return (
    <div
      className="loading-bar"
      data-phase={phase}
      data-failed={failed ? 'true' : undefined}
      role="progressbar"
      aria-hidden={phase === 'hidden'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      // No style attribute while hidden (so never in the server's HTML): the CSP's style-src
      // 'self' blocks style attributes in markup; client updates set the properties through
      // the CSSOM, which it allows. The stylesheet hides [data-phase=hidden].
      style={phase === 'hidden' ? undefined : { transform: `scaleX(${percent / 100})`, opacity: 1 }}
    />
  );
}
