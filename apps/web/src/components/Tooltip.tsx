import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type SyntheticEvent,
} from 'react';

type MuiTooltip = typeof import('@mui/material/Tooltip').default;
type Handler = (event: SyntheticEvent) => void;
type HandlerName =
  | 'onMouseOver'
  | 'onMouseLeave'
  | 'onFocus'
  | 'onBlur'
  | 'onTouchStart'
  | 'onPointerDown'
  | 'onPointerUp'
  | 'onPointerCancel'
  | 'onPointerLeave';
type ChildProps = Record<string, unknown> & Partial<Record<HandlerName, Handler>>;

// MUI's Tooltip brings Popper.js, about 12 KB gzip with itself, and no figure needs it: it loads the
// first time any tooltip's element is hovered, focused or touched, and then serves every tooltip.
let loaded: MuiTooltip | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadTooltip(): void {
  loading ??= import('@mui/material/Tooltip').then((module) => {
    loaded = module.default;
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the element has the focus a keyboard gives, on which MUI's Tooltip opens (not a click's). */
function keyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // jsdom knows no :focus-visible
  }
}

/**
 * MUI's Tooltip, same props, loaded on first use. Until then the element carries the name or
 * description MUI would give it (its `aria-label`, or its `title` with `describeChild`), so what
 * assistive technology reads does not change when the tooltip arrives. `onOpen` is told when the
 * user first asks, so that what the tooltip shows can load alongside it.
 *
 * MUI's Tooltip wraps the element, so React mounts the element again when it arrives. That never
 * happens while a pointer presses it (the click would be lost), and an element that had the keyboard
 * focus gets it back.
 */
export function Tooltip(props: TooltipProps) {
  const arrived = useSyncExternalStore(subscribe, () => loaded !== null);
  const [pressed, setPressed] = useState(false);
  // The hover or keyboard focus that asked for the tooltip before it loaded, while it holds.
  const [wanted, setWanted] = useState<'hover' | 'focus' | null>(null);
  const [open, setOpen] = useState(false);
  const element = useRef<HTMLElement>(null);
  const { children, describeChild, disableHoverListener, onOpen, onClose, title } = props;
  const Loaded = arrived && !pressed ? loaded : null;

  useEffect(() => {
    if (Loaded && wanted === 'focus') element.current?.focus();
    // Only when it arrives: later focus is MUI's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Loaded]);

  if (Loaded) {
    return (
      <Loaded
        {...props}
        ref={element}
        open={props.open ?? (open || wanted !== null)}
        onOpen={(event) => {
          setOpen(true);
          onOpen?.(event);
        }}
        onClose={(event) => {
          setOpen(false);
          setWanted(null);
          onClose?.(event);
        }}
      />
    );
  }

  const child = children as ReactElement<ChildProps>;
  const own = child.props;
  const ask = (event: SyntheticEvent, how: 'hover' | 'focus') => {
    if (wanted === null) onOpen?.(event);
    setWanted(how);
    loadTooltip();
  };
  const release = () => {
    // After the click that this release ends.
    window.setTimeout(() => setPressed(false), 0);
  };
  const titleIsString = typeof title === 'string';
  const nameOrDescription = describeChild
    ? { title: titleIsString && !disableHoverListener ? title : undefined }
    : { 'aria-label': titleIsString ? title : undefined };
  // Our handlers, each followed by the element's own.
  const handlers: Record<HandlerName, Handler> = {
    onMouseOver: (event) => ask(event, 'hover'),
    onMouseLeave: () => setWanted(null),
    onFocus: (event) => {
      if (keyboardFocus(event.target as Element)) ask(event, 'focus');
      else loadTooltip();
    },
    onBlur: (event) => {
      // Not the blur of the element's own removal, when the tooltip arrives and mounts it again.
      const element = event.currentTarget;
      queueMicrotask(() => {
        if (element.isConnected) setWanted(null);
      });
    },
    onTouchStart: (event) => ask(event, 'hover'),
    onPointerDown: () => setPressed(true),
    onPointerUp: release,
    onPointerCancel: release,
    onPointerLeave: release,
  };
  const chained = Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      (event: SyntheticEvent) => {
        handler(event);
        own[name as HandlerName]?.(event);
      },
    ]),
  );
  return cloneElement(child, { ...nameOrDescription, ...own, ...chained });
}
