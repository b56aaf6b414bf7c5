import {
  EMPTY_ROAD_TO_TEST,
  RoadToTestSchema,
  type RoadToTest,
  type RoadToTestAnswer,
} from '@ovningskort/domain';
import * as z from 'zod/mini';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './repository.js';

/**
 * A stored road as both roles read it: a row this app cannot read (written by an older or newer
 * one) counts as not given rather than failing the screen.
 */
export function toRoadToTest(
  row: { road: string; savedAt: number | string } | undefined,
): RoadToTestAnswer {
  if (!row) return { road: EMPTY_ROAD_TO_TEST, savedAt: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.road);
  } catch {
    parsed = null;
  }
  const road = z.safeParse(RoadToTestSchema, parsed);
  return { road: road.success ? road.data : EMPTY_ROAD_TO_TEST, savedAt: Number(row.savedAt) };
}

/**
 * The learner's road to the test (issue 39): the student writes the dates; the student and a
 * linked supervisor read them (the routes check the link); the reminders read them too.
 */
export function createRoadToTestService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async get(studentId: string): Promise<RoadToTestAnswer> {
      return toRoadToTest(await repo.roadToTestOf(db, studentId));
    },
    async save(studentId: string, road: RoadToTest): Promise<RoadToTestAnswer> {
      const kept: RoadToTest = {
        permitOn: road.permitOn,
        riskOneOn: road.riskOneOn,
        riskTwoOn: road.riskTwoOn,
        theoryTestOn: road.theoryTestOn,
        theoryPassed: road.theoryPassed,
        drivingTestOn: road.drivingTestOn,
        drivingPassed: road.drivingPassed,
      };
      await repo.saveRoadToTest(db, studentId, JSON.stringify(kept), clock());
      return this.get(studentId);
    },
  };
}
export type RoadToTestService = ReturnType<typeof createRoadToTestService>;
