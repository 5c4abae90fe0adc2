// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { trackRequests } from '@server/node/in-flight';

describe('a shutdown waits for the requests being answered', () => {
  it('is idle at once with no request, and only once the last running one is answered', async () => {
    let finish: (response: Response) => void = () => undefined;
    const tracked = trackRequests(() => new Promise<Response>((resolve) => (finish = resolve)));
    await tracked.idle();

    const answer = tracked.answer();
    let idle = false;
    const waiting = tracked.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).toBe(false);

    finish(new Response('done'));
    expect(await (await answer).text()).toBe('done');
    await waiting;
    expect(idle).toBe(true);
  });
});
