import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  it('resumes in a later task: a timer queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await Promise.resolve();
    order.push('same task');
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['same task', 'queued task', 'resumed']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    try {
      await yieldToMain();
      expect(yieldSpy).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
