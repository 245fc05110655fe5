import type { Tone } from '../../lib/item-levels';

/** A level in words on its tone's colour: the words carry it, the colour only helps. */
export function LevelTag({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`level-tag level-tag--${tone}`}>{children}</span>;
}
