import { useEffect, useRef } from 'react';
import './watermark.css';

interface WatermarkProps {
  /** The student's name and phone. */
  text: string;
  /** The watermark was removed or hidden (it is already back when this is called). */
  onTamper: () => void;
}

const moveMs = 5000;
const checkMs = 1000;
const className = 'watermark';

/** Position and look, inline and `!important`, so a stylesheet rule cannot hide it. */
function styleOf(top: number, left: number): string {
  return [
    `top:${String(top)}%`,
    `left:${String(left)}%`,
    'display:block',
    'visibility:visible',
    'opacity:0.6',
    'position:absolute',
    'z-index:2147483000',
    'pointer-events:none',
  ]
    .map((rule) => `${rule} !important`)
    .join(';');
}

/** Percent of `outer` left free by `inner`, so a spot in it keeps the whole mark inside. */
const free = (outer: number, inner: number) =>
  outer > 0 ? Math.max(0, ((outer - inner) / outer) * 100) : 0;

/** A random spot where the whole mark stays inside the player, whatever its width. */
const randomSpot = (home: HTMLElement, element: HTMLElement) => ({
  top: Math.random() * free(home.clientHeight, element.offsetHeight),
  left: Math.random() * free(home.clientWidth, element.offsetWidth),
});

/** Why the watermark no longer shows, or null while it does. */
function tampered(element: HTMLElement, home: HTMLElement, text: string): string | null {
  if (!element.isConnected || element.parentElement !== home) return 'removed';
  if (element.textContent !== text) return 'text';
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility !== 'visible') return 'hidden';
  if (Number(style.opacity) < 0.3) return 'transparent';
  if (style.zIndex !== '2147483000' || style.position !== 'absolute') return 'covered';
  const box = element.getBoundingClientRect();
  if (box.width < 20 || box.height < 8) return 'shrunk';
  if (parseFloat(style.fontSize) < 9 || style.color === 'transparent') return 'faded';
  if (style.clipPath !== 'none' || style.transform !== 'none' || style.filter !== 'none')
    return 'masked';
  return null;
}

/**
 * The student's name and phone floating over the video (decision 0166): a new
 * random spot every ~5 s, inside the element that goes fullscreen. A
 * MutationObserver and a check every second put it back if it is removed or
 * hidden, and `onTamper` pauses the video. It deters; docs/watermark.md says
 * what it does not stop.
 */
export function Watermark({ text, onTamper }: WatermarkProps) {
  const mark = useRef<HTMLDivElement>(null);
  const tamper = useRef(onTamper);
  useEffect(() => {
    tamper.current = onTamper;
  }, [onTamper]);

  useEffect(() => {
    const element = mark.current;
    const home = element?.parentElement;
    if (!element || !home) return;
    let spot = { top: 0, left: 0 };
    const restore = () => {
      if (element.parentElement !== home) home.appendChild(element);
      element.className = className;
      element.removeAttribute('hidden');
      element.setAttribute('aria-hidden', 'true');
      element.style.cssText = styleOf(spot.top, spot.left);
      if (element.textContent !== text) element.textContent = text;
    };
    const check = () => {
      if (tampered(element, home, text) === null) return;
      restore();
      tamper.current();
    };
    restore();
    spot = randomSpot(home, element);
    element.style.cssText = styleOf(spot.top, spot.left);
    const observer = new MutationObserver(check);
    observer.observe(home, { childList: true });
    observer.observe(element, {
      attributes: true,
      characterData: true,
      childList: true,
      subtree: true,
    });
    const checker = window.setInterval(check, checkMs);
    const mover = window.setInterval(() => {
      spot = randomSpot(home, element);
      element.style.cssText = styleOf(spot.top, spot.left);
    }, moveMs);
    return () => {
      observer.disconnect();
      window.clearInterval(checker);
      window.clearInterval(mover);
    };
  }, [text]);

  return <div ref={mark} className={className} aria-hidden="true" data-testid="watermark" />;
}
