import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from '../../support/demo-app';
import type { TestContext } from '../../support/test-app';

describe('GET /api/info/election', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startDemoApp(5);
  });
  afterAll(() => t.close());

  it('shows the current election with positions, candidates and polling places, results hidden', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/info/election' });
    expect(res.statusCode).toBe(200);
    const { current } = res.json();
    expect(current).toMatchObject({ status: 'announced', results_published_at: null });
    expect(current.title).toMatch(/เลือกตั้ง/);
    expect(current.positions.map((p: { seats: number }) => p.seats)).toEqual([1, 5]);
    const candidate = current.positions[1].candidates[0];
    expect(candidate).toMatchObject({ number: 1, votes: null, elected: false });
    expect(candidate.name.length).toBeGreaterThan(0);
    expect(candidate.photo).toMatch(/^\/mediafiles\//);
    expect(current.polling_places).toHaveLength(3);
    expect(current.polling_places[0]).toMatchObject({ opens_at: '08:30', closes_at: '15:30' });
  });

  it('shows past results with vote counts and as many elected as seats', async () => {
    const { past } = (await t.app.inject({ method: 'GET', url: '/api/info/election' })).json();
    expect(past).toHaveLength(1);
    expect(past[0].status).toBe('results');
    for (const position of past[0].positions) {
      const elected = position.candidates.filter((c: { elected: boolean }) => c.elected);
      expect(elected).toHaveLength(position.seats);
      const minElected = Math.min(...elected.map((c: { votes: number }) => c.votes));
      for (const c of position.candidates) {
        expect(typeof c.votes).toBe('number');
        if (!c.elected) expect(c.votes).toBeLessThanOrEqual(minElected);
      }
    }
  });

  it('moves to voting and counting as the clock passes the voting times', async () => {
    const { current } = (await t.app.inject({ method: 'GET', url: '/api/info/election' })).json();
    const toStart = (Date.parse(current.voting_starts_at) - t.clock.now().getTime()) / 60_000;
    t.clock.advanceMinutes(toStart + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/info/election' })).json().current.status).toBe('voting');
    t.clock.advanceMinutes(8 * 60);
    expect((await t.app.inject({ method: 'GET', url: '/api/info/election' })).json().current.status).toBe('counting');
    t.clock.advanceMinutes(-(toStart + 1 + 8 * 60));
  });
});
