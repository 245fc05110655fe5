import { describe, expect, it } from 'vitest';
import { WatchMeter, type PlayerSample } from './watch-meter';

/** A fake player and clock: each step moves the wall clock by one second. */
function run(meter: WatchMeter, steps: Partial<PlayerSample>[], start = { now: 0, position: 0 }) {
  let now = start.now;
  let position = start.position;
  for (const step of steps) {
    now += 1000;
    const rate = step.rate ?? 1;
    const playing = step.playing ?? true;
    position = step.position ?? (playing ? position + rate : position);
    meter.sample({ now, position, playing, visible: step.visible ?? true, rate });
  }
}

const playing = (seconds: number, extra: Partial<PlayerSample> = {}) =>
  Array.from({ length: seconds }, () => ({ ...extra }));

describe('WatchMeter', () => {
  it('counts the seconds and the range of plain playback', () => {
    const meter = new WatchMeter();
    run(meter, playing(21));
    expect(meter.pendingSeconds).toBe(20);
    expect(meter.take()).toEqual({ played: [[1, 21]], watched: 20 });
    expect(meter.pendingSeconds).toBe(0);
  });

  it('carries a reading whose beat was lost into the next one', () => {
    const meter = new WatchMeter();
    run(meter, playing(21));
    const lost = meter.take();
    meter.giveBack(lost);
    run(meter, playing(10), { now: 21_000, position: 21 });
    expect(meter.take()).toEqual({
      played: [
        [1, 21],
        [21, 31],
      ],
      watched: 30,
    });
  });

  it('goes on with the open range after a take, without counting twice', () => {
    const meter = new WatchMeter();
    run(meter, playing(11));
    meter.take();
    meter.sample({ now: 12_000, position: 12, playing: true, visible: true, rate: 1 });
    expect(meter.take()).toEqual({ played: [[11, 12]], watched: 1 });
  });

  it('closes the range at a seek and credits no time for the jump', () => {
    const meter = new WatchMeter();
    run(meter, [...playing(6), { position: 100 }, ...playing(5, {})]);
    // 5 s before the jump, 5 s after; the jump second is not playback.
    expect(meter.take()).toEqual({
      played: [
        [1, 6],
        [100, 105],
      ],
      watched: 10,
    });
  });

  it('takes faster playback as playback, not a seek', () => {
    const meter = new WatchMeter();
    run(meter, playing(11, { rate: 2 }));
    expect(meter.take()).toEqual({ played: [[2, 22]], watched: 10 });
  });

  it('counts nothing while paused or while the page is hidden', () => {
    const meter = new WatchMeter();
    run(meter, [
      ...playing(3),
      ...playing(4, { playing: false }),
      ...playing(3),
      ...playing(5, { visible: false }),
      ...playing(2),
    ]);
    const reading = meter.take();
    // 2 + 2 + 1 seconds between samples that were both playing and visible; the
    // first sample after a pause only opens a range.
    expect(reading.watched).toBe(5);
    expect(reading.played).toEqual([
      [1, 3],
      [4, 6],
      [12, 13],
    ]);
  });

  it('does not credit a long gap between samples (a frozen tab)', () => {
    const meter = new WatchMeter();
    meter.sample({ now: 0, position: 0, playing: true, visible: true, rate: 1 });
    meter.sample({ now: 30_000, position: 30, playing: true, visible: true, rate: 1 });
    expect(meter.take()).toEqual({ played: [], watched: 0 });
  });
});
