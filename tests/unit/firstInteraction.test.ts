// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from '../../src/firstInteraction';

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'keydown', 'focusin', 'touchstart'])(
    'runs the task once, on the first %s',
    (name) => {
      const target = document.createElement('div');
      const task = vi.fn();
      onFirstInteraction(task, target);
      target.dispatchEvent(new Event('scroll'));
      expect(task).not.toHaveBeenCalled();
      target.dispatchEvent(new Event(name));
      target.dispatchEvent(new Event('keydown'));
      target.dispatchEvent(new Event('pointerdown'));
      expect(task).toHaveBeenCalledTimes(1);
    },
  );
});
