import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Nullable } from './nullable';

/** Derived from the dates: before voting, voting, counting (voting over, results not yet published), results published. */
export const ELECTION_STATUSES = ['announced', 'voting', 'counting', 'results'] as const;
export type ElectionStatus = (typeof ELECTION_STATUSES)[number];
export const ELECTION_STATUS_NAMES: Record<ElectionStatus, string> = {
  announced: 'ประกาศรับสมัครและแนะนำผู้สมัคร',
  voting: 'อยู่ระหว่างการลงคะแนน',
  counting: 'ปิดการลงคะแนน อยู่ระหว่างนับคะแนน',
  results: 'ประกาศผลแล้ว',
};

export const ElectionCandidate = Type.Object({
  number: Type.Integer(),
  name: Type.String(),
  photo: Nullable(Type.String()),
  profile: Type.String(),
  /** Present once results are published. */
  votes: Nullable(Type.Integer()),
  elected: Type.Boolean(),
});
export type ElectionCandidate = Static<typeof ElectionCandidate>;

export const ElectionPosition = Type.Object({
  name: Type.String(),
  seats: Type.Integer(),
  candidates: Type.Array(ElectionCandidate),
});
export type ElectionPosition = Static<typeof ElectionPosition>;

export const PollingPlace = Type.Object({
  name: Type.String(),
  address: Type.String(),
  vote_date: Type.String({ description: 'ISO date' }),
  opens_at: Type.String({ description: 'HH:MM, Thai time' }),
  closes_at: Type.String({ description: 'HH:MM, Thai time' }),
});
export type PollingPlace = Static<typeof PollingPlace>;

export const Election = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  announced_on: Type.String({ description: 'ISO date' }),
  voting_starts_at: Type.String({ description: 'ISO 8601 timestamp' }),
  voting_ends_at: Type.String({ description: 'ISO 8601 timestamp' }),
  results_published_at: Nullable(Type.String()),
  status: Type.Enum(ELECTION_STATUSES),
  status_name: Type.String(),
  positions: Type.Array(ElectionPosition),
  polling_places: Type.Array(PollingPlace),
});
export type Election = Static<typeof Election>;

/** `GET /api/info/election`: the current election (null when none is under way) and past ones with results, newest first. */
export const ElectionResponse = Type.Object({
  current: Nullable(Election),
  past: Type.Array(Election),
});
export type ElectionResponse = Static<typeof ElectionResponse>;

export const infoElectionEndpoints = {
  /** The election page: the current election and the past ones. */
  election: endpoint({ method: 'GET', path: '/api/info/election', access: 'public', response: ElectionResponse }),
};
