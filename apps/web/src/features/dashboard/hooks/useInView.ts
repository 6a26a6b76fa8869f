import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** Starts loading a little before the section scrolls in, so it is usually ready when seen. */
const PRELOAD_MARGIN = '200px 0px';

/**
 * True once the element has come near the viewport, and from then on (a section loaded once stays);
 * `onFirstView` runs at that moment (a section starts its data while its code still downloads).
 * IntersectionObserver is in every browser the portal supports; where it is missing (jsdom in the
 * app's tests) nothing counts as in view, so pages render their placeholders only.
 */
export function useInView<T extends Element>(
  onFirstView?: () => void,
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  const firstView = useEffectEvent(() => onFirstView?.());

  useEffect(() => {
    if (!element || inView || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setInView(true);
        firstView();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, inView]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, inView];
}
